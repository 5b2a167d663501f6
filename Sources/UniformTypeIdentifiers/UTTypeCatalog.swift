import Foundation

/// The system's declared types, as iOS declares them: identifier, parents, filename extensions
/// (the preferred first), MIME types and description.
nonisolated enum UTTypeCatalog {
    struct Entry: Sendable {
        let identifier: String
        let parents: [String]
        let tags: [UTTagClass: [String]]
        let preferred: [UTTagClass: String]
        let description: String?
    }

    /// identifier, parents, extensions, MIME types, description.
    private static let declarations: [(String, [String], [String], [String], String?)] = [
        ("public.item", [], [], [], "item"),
        ("public.content", [], [], [], "content"),
        ("public.composite-content", ["public.content"], [], [], nil),
        ("public.data", ["public.item"], [], ["application/octet-stream"], "data"),
        ("public.directory", ["public.item"], [], [], "folder"),
        ("public.folder", ["public.directory"], [], [], "folder"),
        ("public.volume", ["public.folder"], [], [], "volume"),
        ("com.apple.package", ["public.directory"], [], [], "package"),
        ("com.apple.bundle", ["public.directory"], [], [], "bundle"),
        ("com.apple.application", ["public.item"], [], [], "application"),
        ("com.apple.application-bundle", ["com.apple.application", "com.apple.bundle", "com.apple.package"], ["app"], [], "application"),
        ("public.symlink", ["public.item"], [], [], "alias"),
        ("com.apple.alias-file", ["public.data"], [], [], "alias"),
        ("public.url", ["public.data"], [], [], "URL"),
        ("public.file-url", ["public.url"], [], [], "file URL"),
        ("public.text", ["public.data", "public.content"], [], [], "text"),
        ("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"], "plain text"),
        ("public.utf8-plain-text", ["public.plain-text"], [], [], "Unicode text"),
        ("public.utf16-plain-text", ["public.plain-text"], [], [], "Unicode text"),
        ("public.utf16-external-plain-text", ["public.plain-text"], [], [], "Unicode text"),
        ("public.utf8-tab-separated-values-text", ["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"], "tab-separated values"),
        ("public.delimited-values-text", ["public.text"], [], [], "delimited values"),
        ("public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv"], "comma-separated values"),
        ("public.rtf", ["public.text"], ["rtf"], ["text/rtf"], "rich text document"),
        ("com.apple.rtfd", ["com.apple.package", "public.composite-content"], ["rtfd"], [], "rich text document with attachments"),
        ("com.apple.flat-rtfd", ["public.data", "public.composite-content"], [], [], nil),
        ("public.html", ["public.text"], ["html", "htm"], ["text/html"], "HTML text"),
        ("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"], "XML text"),
        ("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml"], "YAML"),
        ("public.json", ["public.text"], ["json"], ["application/json"], "JSON"),
        ("public.source-code", ["public.plain-text"], [], [], "source code"),
        ("public.swift-source", ["public.source-code"], ["swift"], [], "Swift source"),
        ("public.script", ["public.source-code"], [], [], "script"),
        ("com.netscape.javascript-source", ["public.script"], ["js"], ["text/javascript"], "JavaScript"),
        ("public.shell-script", ["public.script"], ["sh"], ["application/x-sh"], "shell script"),
        ("public.python-script", ["public.script"], ["py"], ["text/x-python-script"], "Python script"),
        ("net.daringfireball.markdown", ["public.plain-text"], ["md", "markdown"], ["text/markdown"], "Markdown"),
        ("public.log", ["public.plain-text"], ["log"], [], "log"),
        ("public.vcard", ["public.text"], ["vcf", "vcard"], ["text/vcard", "text/x-vcard"], "vCard"),
        ("public.contact", ["public.item"], [], [], "contact"),
        ("public.calendar-event", ["public.item"], [], [], "calendar event"),
        ("public.email-message", ["public.data", "public.content"], ["eml"], ["message/rfc822"], "email message"),
        ("public.image", ["public.data", "public.content"], [], ["image/*"], "image"),
        ("public.png", ["public.image"], ["png"], ["image/png"], "PNG image"),
        ("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg", "image/jpg"], "JPEG image"),
        ("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"], "GIF image"),
        ("public.heic", ["public.heif-standard"], ["heic"], ["image/heic"], "HEIC image"),
        ("public.heif-standard", ["public.image"], [], [], nil),
        ("public.heif", ["public.heif-standard"], ["heif"], ["image/heif"], "HEIF image"),
        ("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"], "TIFF image"),
        ("com.microsoft.bmp", ["public.image"], ["bmp"], ["image/bmp"], "Windows bitmap image"),
        ("com.microsoft.ico", ["public.image"], ["ico"], ["image/vnd.microsoft.icon"], "Windows icon image"),
        ("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"], "WebP image"),
        ("public.svg-image", ["public.image"], ["svg"], ["image/svg+xml"], "SVG image"),
        ("public.camera-raw-image", ["public.image"], [], [], "raw image"),
        ("com.apple.live-photo", ["public.data"], [], [], "Live Photo"),
        ("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"], "PDF document"),
        ("org.idpf.epub-container", ["public.zip-archive"], ["epub"], ["application/epub+zip"], "EPUB document"),
        ("public.presentation", ["public.composite-content"], [], [], "presentation"),
        ("public.spreadsheet", ["public.content"], [], [], "spreadsheet"),
        ("public.font", ["public.data"], [], [], "font"),
        ("public.truetype-ttf-font", ["public.font"], ["ttf"], ["font/ttf"], "TrueType font"),
        ("public.opentype-font", ["public.font"], ["otf"], ["font/otf"], "OpenType font"),
        ("public.audiovisual-content", ["public.data", "public.content"], [], [], "audiovisual content"),
        ("public.movie", ["public.audiovisual-content"], [], [], "movie"),
        ("public.video", ["public.movie"], [], [], "video"),
        ("public.audio", ["public.audiovisual-content"], [], [], "audio"),
        ("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"], "QuickTime movie"),
        ("public.mpeg-4", ["public.movie"], ["mp4", "mpeg4"], ["video/mp4"], "MPEG-4 movie"),
        ("com.apple.m4v-video", ["public.movie"], ["m4v"], ["video/x-m4v"], "MPEG-4 video"),
        ("public.avi", ["public.movie"], ["avi"], ["video/avi", "video/x-msvideo"], "AVI movie"),
        ("public.mpeg", ["public.movie"], ["mpg", "mpeg"], ["video/mpeg"], "MPEG movie"),
        ("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg", "audio/mp3"], "MP3 audio"),
        ("public.mpeg-4-audio", ["public.audio"], ["m4a"], ["audio/mp4", "audio/m4a"], "MPEG-4 audio"),
        ("com.microsoft.waveform-audio", ["public.audio"], ["wav", "wave"], ["audio/wav", "audio/x-wav"], "Waveform audio"),
        ("public.aiff-audio", ["public.audio"], ["aiff", "aif"], ["audio/aiff"], "AIFF audio"),
        ("com.apple.coreaudio-format", ["public.audio"], ["caf"], ["audio/x-caf"], "Core Audio audio"),
        ("public.archive", ["public.data"], [], [], "archive"),
        ("public.zip-archive", ["public.archive"], ["zip"], ["application/zip"], "ZIP archive"),
        ("org.gnu.gnu-zip-archive", ["public.archive"], ["gz", "gzip"], ["application/gzip"], "gzip archive"),
        ("public.tar-archive", ["public.archive"], ["tar"], ["application/x-tar"], "tar archive"),
        ("public.executable", ["public.item"], [], [], "executable"),
        ("public.unix-executable", ["public.data", "public.executable"], [], [], "Unix executable"),
        ("com.apple.property-list", ["public.data"], ["plist"], [], "property list"),
        ("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], [], [], "XML property list"),
        ("com.apple.binary-property-list", ["com.apple.property-list"], [], [], "binary property list"),
        ("public.database", ["public.data"], [], [], "database"),
        ("public.3d-content", ["public.content"], [], [], "3D content"),
        ("com.pixar.universal-scene-description-mobile", ["public.3d-content", "public.data"], ["usdz"], ["model/vnd.usdz+zip"], "USDZ"),
        ("public.geojson", ["public.json"], ["geojson"], ["application/geo+json"], "GeoJSON"),
        ("com.topografix.gpx", ["public.xml"], ["gpx"], ["application/gpx+xml"], "GPX"),
    ]

    /// The declared types by lower-cased identifier.
    static let entries: [String: Entry] = {
        var result: [String: Entry] = [:]
        for (identifier, parents, extensions, mimeTypes, description) in declarations {
            var tags: [UTTagClass: [String]] = [:]
            var preferred: [UTTagClass: String] = [:]
            if !extensions.isEmpty { tags[.filenameExtension] = extensions; preferred[.filenameExtension] = extensions[0] }
            if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes; preferred[.mimeType] = mimeTypes[0] }
            result[identifier] = Entry(identifier: identifier, parents: parents, tags: tags, preferred: preferred, description: description)
        }
        return result
    }()

    /// The app's own declarations (`UTType(exportedAs:)`), under a lock.
    private static let declared = DeclaredTypes()

    static func entry(_ identifier: String) -> Entry? {
        entries[identifier.lowercased()] ?? declared.entry(identifier.lowercased())
    }

    static func declare(_ identifier: String, conformingTo parent: String?) {
        declared.add(Entry(identifier: identifier, parents: [parent ?? "public.data"], tags: [:], preferred: [:], description: nil))
    }

    final class DeclaredTypes: @unchecked Sendable {
        private var entries: [String: Entry] = [:]
        private let lock = NSLock()
        func entry(_ key: String) -> Entry? { lock.lock(); defer { lock.unlock() }; return entries[key] }
        func add(_ entry: Entry) { lock.lock(); entries[entry.identifier.lowercased()] = entry; lock.unlock() }
    }
}
