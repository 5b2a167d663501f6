import UIModel

/// Completions for a partial search as the user types. Completions come from Apple's servers:
/// with none, as on the iOS Simulator with no network, each change of the query ends in
/// `completer(_:didFailWithError:)` with `MKError.serverFailure`.
open class MKLocalSearchCompleter: NSObject {
    open weak var delegate: MKLocalSearchCompleterDelegate?
    open var queryFragment = "" {
        didSet { if queryFragment != oldValue { search() } }
    }
    open var region = MKCoordinateRegion()
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open private(set) var results: [MKLocalSearchCompletion] = []
    private let request = OfflineRequest()
    open var isSearching: Bool { request.isRunning }

    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let query = ResultType(rawValue: 1 << 2)
        public static let physicalFeature = ResultType(rawValue: 1 << 3)
    }

    public override init() { super.init() }

    open func cancel() { request.cancel() }

    private func search() {
        request.cancel()
        guard !queryFragment.isEmpty else {
            results = []
            delegate?.completerDidUpdateResults(self)
            return
        }
        request.start { [weak self] in
            guard let self else { return }
            self.delegate?.completer(self, didFailWithError: OfflineRequest.error())
        }
    }
}

@preconcurrency @MainActor public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error)
}

extension MKLocalSearchCompleterDelegate {
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {}
}

/// One completion of a partial search.
open class MKLocalSearchCompletion: NSObject {
    open private(set) var title = ""
    open private(set) var titleHighlightRanges: [NSValue] = []
    open private(set) var subtitle = ""
    open private(set) var subtitleHighlightRanges: [NSValue] = []
    override init() { super.init() }
}

extension MKLocalSearch.Request {
    /// A search for a completion's place.
    public convenience init(completion: MKLocalSearchCompletion) {
        self.init(naturalLanguageQuery: [completion.title, completion.subtitle].filter { !$0.isEmpty }.joined(separator: ", "))
    }
}
