import ArgumentParser
import Foundation
import UIModelPort

/// `swift run uimodel-port <files or folders>`: rewrites UIKit sources so they compile against
/// UIModel (see UIModel's "Porting an app" article).
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uimodel-port",
        abstract: "Rewrite UIKit sources to compile against UIModel: imports, target-action, Interface Builder attributes, literals.",
        discussion: """
            Rewrites in place unless --output is given. What cannot be rewritten (a selector built from a \
            string, responds(to:) for a method no file declares, key-value observing) is reported as file:line:column and left as it was. \
            Exit status: 0 done, 1 --check found changes, 2 bad input or a file that does not parse.
            """
    )

    @Argument(help: "Swift files or folders (searched recursively).")
    var paths: [String]

    @Option(name: .shortAndLong, help: "Write the ported files into this folder instead of in place.")
    var output: String?

    @Flag(help: "List what would change and change nothing; exit 1 if anything would.")
    var check = false

    @Flag(help: "Print what the code uses of UIKit that UIModel lacks (symbol, uses, first use) and change nothing.")
    var report = false

    @Option(name: .customLong("info-plist"), help: "The app's Info.plist (default: an Info.plist in or beside the folders).")
    var infoPlist: String?

    func run() throws {
        let summary: PortRun.Summary
        do {
            if report {
                _ = try PortRun(paths: paths).report { print($0, terminator: "") }
                return
            }
            summary = try PortRun(paths: paths, output: output, check: check, infoPlist: infoPlist).run { print($0) }
        } catch let failure as PortRun.Failure {
            FileHandle.standardError.write(Data("error: \(failure)\n".utf8))
            throw ExitCode(2)
        }
        if summary.unparsable > 0 { throw ExitCode(2) }
        if check, summary.changedFiles > 0 || summary.wroteInfoPlist { throw ExitCode(1) }
    }
}

PortCommand.main()
