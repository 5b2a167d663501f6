import CWebEngine
import Foundation
import UIModel

/// One web view's page in WebKitGTK: its loads, scripts, dialogs and pixels, and the waiting
/// that makes them deterministic. WebKit runs on a thread of its own (see CWebEngine); the
/// page's calls wait for it there.
///
/// The engine runs in processes of its own and answers when it answers; the app's clock does
/// not wait for it. So the simulator waits for the engine instead, at fixed points of the app's
/// frames (`settle()`): whenever the web view lays out, and on each frame while the page has
/// work in flight. It runs WebKit's work until nothing is in flight (a load started and not
/// ended, a script not answered, a picture not drawn) and only then reads the events, in
/// WebKit's order. A load of a
/// local page therefore ends, and is painted, on the same frame of the app's clock on every
/// run, however long WebKit took on the wall clock.
@MainActor final class WebPage {
    nonisolated(unsafe) private let handle: OpaquePointer

    /// What the engine reported, in its order.
    enum Event {
        case navigationPolicy(decision: Int64, url: URL?, type: Int)
        case started(URL?), redirected(URL?), committed(URL?), finished(URL?)
        case failed(url: String, domain: String, code: Int, message: String, provisional: Bool)
        case scriptResult(id: Int64, json: String?, exception: String?)
        case scriptMessage(name: String, json: String?)
        case dialog(id: Int64, kind: Int, message: String, defaultText: String?)
        case webProcessEnded
        /// A presentation's picture is ready (`takePicture`), with its script's result.
        case presented(id: Int64, json: String?)
    }

    init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, transparent: Bool) {
        guard WebEngine.startError == nil,
              let view = we_view_new(Int32(pixelWidth), Int32(pixelHeight), Double(scale), transparent ? 1 : 0) else { return nil }
        handle = view
    }

    nonisolated deinit { we_view_free(handle) }

    func resize(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        we_view_resize(handle, Int32(pixelWidth), Int32(pixelHeight), Double(scale))
    }
    func setTransparent(_ transparent: Bool) { we_view_set_transparent(handle, transparent ? 1 : 0) }
    func setUserAgent(_ agent: String?) { we_view_set_user_agent(handle, agent) }
    func setJavaScriptEnabled(_ enabled: Bool) { we_view_set_javascript_enabled(handle, enabled ? 1 : 0) }
    func setMinimumFontSize(_ size: CGFloat) { we_view_set_minimum_font_size(handle, Int32(size.isFinite ? min(max(size, 0), 1000) : 0)) }

    func loadHTML(_ html: String, baseURL: String?) { we_load_html(handle, html, baseURL) }
    func load(_ url: String) { we_load_uri(handle, url) }
    func load(_ data: Data, mimeType: String, encoding: String, baseURL: String) {
        data.withUnsafeBytes { we_load_bytes(handle, $0.baseAddress, $0.count, mimeType, encoding, baseURL) }
    }
    func reload() { we_reload(handle) }
    func stop() { we_stop(handle) }
    func goBack() { we_go_back(handle) }
    func goForward() { we_go_forward(handle) }
    var canGoBack: Bool { we_can_go_back(handle) != 0 }
    var canGoForward: Bool { we_can_go_forward(handle) != 0 }
    var isLoading: Bool { we_is_loading(handle) != 0 }
    var progress: Double { we_progress(handle) }
    var title: String? { Self.take(we_title(handle)) }
    var url: String? { Self.take(we_uri(handle)) }

    func decide(_ decision: Int64, allow: Bool) { we_decide(handle, decision, allow ? 1 : 0) }
    func evaluate(_ script: String) -> Int64 { we_evaluate(handle, script) }
    func addUserScript(_ source: String, atDocumentEnd: Bool, mainFrameOnly: Bool) {
        we_add_user_script(handle, source, atDocumentEnd ? 1 : 0, mainFrameOnly ? 1 : 0)
    }
    func removeUserScripts() { we_remove_user_scripts(handle) }
    @discardableResult func addMessageHandler(_ name: String) -> Bool { we_add_message_handler(handle, name) != 0 }
    func removeMessageHandler(_ name: String) { we_remove_message_handler(handle, name) }
    func closeDialog(_ id: Int64, confirmed: Bool, text: String?) { we_close_dialog(handle, id, confirmed ? 1 : 0, text) }

    /// Whether the engine has work in flight that the app's clock waits for.
    var isBusy: Bool { we_is_busy(handle) != 0 }

    /// Runs WebKit until nothing is in flight (at most `WebEngine.patience` seconds), passing
    /// each event to `handle` as it is read, then `quiet` milliseconds more for what follows
    /// (a tap's navigation). Returns false when it gave up waiting.
    @discardableResult
    func settle(quiet: Int32 = 0, _ handle: (Event) -> Void) -> Bool {
        let deadline = Date().addingTimeInterval(WebEngine.patience)
        while true {
            drain(handle)
            if !isBusy {
                if quiet > 0 { we_pump(quiet); drain(handle) }
                if !isBusy { return true }
            }
            guard Date() < deadline else { return false }
            we_wait(5)
        }
    }

    private func drain(_ handle: (Event) -> Void) {
        var e = we_event()
        while we_next_event(self.handle, &e) != 0 {
            let event = Self.event(e)
            we_event_clear(&e)
            if let event { handle(event) }
        }
    }

    private static func event(_ e: we_event) -> Event? {
        let uri = e.uri.map { String(cString: $0) }
        let text = e.text.map { String(cString: $0) }
        let text2 = e.text2.map { String(cString: $0) }
        let url = uri.flatMap { URL(string: $0) }
        switch we_event_kind(rawValue: UInt32(e.kind)) {
        case WE_EVENT_NAVIGATION_POLICY: return .navigationPolicy(decision: e.id, url: url, type: Int(e.flag))
        case WE_EVENT_STARTED: return .started(url)
        case WE_EVENT_REDIRECTED: return .redirected(url)
        case WE_EVENT_COMMITTED: return .committed(url)
        case WE_EVENT_FINISHED: return .finished(url)
        case WE_EVENT_FAILED:
            return .failed(url: uri ?? "", domain: text2 ?? "", code: Int(e.code), message: text ?? "", provisional: e.flag != 0)
        case WE_EVENT_SCRIPT_RESULT: return .scriptResult(id: e.id, json: e.flag != 0 ? nil : text, exception: e.flag != 0 ? (text2 ?? "") : nil)
        case WE_EVENT_SCRIPT_MESSAGE: return .scriptMessage(name: text ?? "", json: text2)
        case WE_EVENT_DIALOG: return .dialog(id: e.id, kind: Int(e.flag), message: text ?? "", defaultText: text2)
        case WE_EVENT_WEB_PROCESS_ENDED: return .webProcessEnded
        case WE_EVENT_PRESENTED: return .presented(id: e.id, json: text)
        default: return nil
        }
    }

    /// Runs `script` (a function's body; its return value comes back as JSON) in the page, then
    /// has WebKit draw a frame after it and reads the picture: a `.presented` event with the id
    /// returned says the picture is ready. The page is busy until then, so `settle()` waits for it.
    func present(_ script: String) -> Int64 { we_present(handle, script, BitmapFile.headerSize) }

    /// The picture last presented, as image data (an uncompressed BMP, which the renderer
    /// decodes at memory speed, made around WebKit's pixels without copying them; `opaque` when
    /// the view paints an opaque background); nil when there is none.
    func takePicture(opaque: Bool) -> (data: Data, width: Int, height: Int)? {
        var w: Int32 = 0, h: Int32 = 0
        guard let buffer = we_take_picture(handle, &w, &h) else { return nil }
        let raw = UnsafeMutableRawBufferPointer(start: buffer, count: BitmapFile.headerSize + Int(w) * Int(h) * 4)
        BitmapFile.writeHeader(into: raw, width: Int(w), height: Int(h), opaque: opaque)
        return (Data(bytesNoCopy: buffer, count: raw.count, deallocator: .custom { pointer, _ in we_free(pointer) }), Int(w), Int(h))
    }

    private static func take(_ p: UnsafeMutablePointer<CChar>?) -> String? {
        guard let p else { return nil }
        defer { we_free(p) }
        return String(cString: p)
    }
}
