import Foundation
import UIModel

/// A web page in the app, laid out, painted and scripted by WebKit itself (WebKitGTK, the
/// engine of Safari's open-source twin), in software and offline.
///
/// The page is painted at the screen's scale into the view, through a `scrollView` the app can
/// read and set as on iOS: dragging, flicking and the mouse wheel scroll it, the page following.
/// Taps reach the page as clicks (links, buttons, form fields); a tapped text field takes the
/// simulator's keyboard. Local pages load (`loadHTMLString`, `loadFileURL`, the app's bundle
/// resources, data); `http` and `https` pages fail as on an iPhone without a network.
///
/// The app's clock waits for the engine (see `WebPage`): a local page's load ends, and is
/// painted, on the frame after it was asked for, on every run, so a headless run or a snapshot
/// of it is the same bytes each time. What a page does later on its own timers is not waited
/// for; the page is painted again after each load, script, message, tap, key and scroll (a
/// scroll's picture shows from the frame after it: see `settleAndPaint()`).
open class WKWebView: UIView {
    nonisolated deinit {}

    /// A copy of the configuration the view was made with.
    open private(set) var configuration: WKWebViewConfiguration
    open weak var navigationDelegate: WKNavigationDelegate?
    open weak var uiDelegate: WKUIDelegate?
    /// The scroll view the page scrolls in. Its `contentSize` is the page's, its
    /// `contentOffset` the page's scroll position; the app may be its delegate.
    open var scrollView: UIScrollView { pageScrollView }
    /// The user agent pages see instead of WebKit's (nil: WebKit's, with the configuration's
    /// `applicationNameForUserAgent`).
    open var customUserAgent: String? { didSet { page?.setUserAgent(userAgent) } }
    /// Whether an edge swipe goes back and forward. Kept; no swipe navigates here.
    open var allowsBackForwardNavigationGestures = false
    /// Whether a long press on a link previews it. Kept; no preview opens here.
    open var allowsLinkPreview = true
    /// Whether Safari's Web Inspector may attach. Kept; there is no inspector here.
    open var isInspectable = false
    /// The page's zoom: CSS pixels are this many points.
    open var pageZoom: CGFloat = 1 {
        didSet {
            if !pageZoom.isFinite || pageZoom <= 0 { pageZoom = oldValue }
            if pageZoom != oldValue { setNeedsLayout() }
        }
    }

    open override var isOpaque: Bool { didSet { page?.setTransparent(!isOpaque); needsPaint = true; scheduleWork() } }

    /// The page's title (nil before a page with one loaded).
    open var title: String? { page?.title }
    /// The page's address (`about:blank` for a string of HTML without a base URL).
    open var url: URL? { page?.url.flatMap { URL(string: $0) } }
    /// Whether a load is under way.
    open var isLoading: Bool { page?.isLoading ?? false }
    /// How much of the load is done, 0 to 1.
    open var estimatedProgress: Double { page?.progress ?? 0 }
    open var canGoBack: Bool { page?.canGoBack ?? false }
    open var canGoForward: Bool { page?.canGoForward ?? false }

    private let pageScrollView = WebScrollView()
    let pageView = WebContentView()
    var page: WebPage?
    private var pageBox: WebPageBox?
    /// The pixel size and zoom the page was last given.
    private var pageGeometry: (width: Int, height: Int, zoom: CGFloat)?
    /// The navigation the app asked for and WebKit has not yet asked about.
    private var requestedNavigation: WKNavigation?
    /// The navigation under way.
    private var currentNavigation: WKNavigation?
    /// The app's script calls waiting for their results, by evaluation.
    private var scriptCalls: [Int64: (Result<Any, Error>) -> Void] = [:]
    /// The view's own script calls (scrolling, taps), answered while it settles.
    private var ownCalls: [Int64: (String?) -> Void] = [:]
    /// Whether the page is to be painted again.
    var needsPaint = false
    /// The page's picture now shown: its data is released when the next replaces it.
    private var painted: PaintedImage?
    /// The scroll offset (points) the painted image shows.
    private var paintedOffset = CGPoint.zero
    /// The picture WebKit is drawing: its presentation, the offset it scrolls the page to and the zoom.
    private var presenting: (id: Int64, offset: CGPoint, zoom: CGFloat)?
    /// Whether the view is running the engine (its delegates' calls then wait for the next turn).
    private var settling = false
    /// Milliseconds to keep running WebKit after input, for the navigation a tap may start.
    var quietAfterInput: Int32 = 0
    private lazy var frameLink: CADisplayLink = {
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.settleAndPaint()
        }
        link.isPaused = true
        link.add(to: .main, forMode: .common)
        return link
    }()
    private var warnedStuck = false

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration.copy() as? WKWebViewConfiguration ?? configuration
        super.init(frame: frame)
        setUp()
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        pageScrollView.owner = self
        // Pages rubber-band even when shorter than the view, as in Safari.
        pageScrollView.alwaysBounceVertical = true
        pageScrollView.frame = bounds
        pageScrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(pageScrollView)
        pageView.owner = self
        pageView.isUserInteractionEnabled = true
        pageScrollView.addSubview(pageView)
        pageView.addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            self.tap(at: recognizer.location(in: self.pageView))
        })
    }

    // MARK: Loading

    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        guard let url = request.url else { return nil }
        return navigate { $0.load(url.absoluteString) }
    }

    /// Loads a file of the app's (its bundle's or container's). Pages may read the files of
    /// the folder `readAccessURL`; here they may read any local file.
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        guard URL.isFileURL else {
            UIKitWarning.log("WKWebView.loadFileURL: \(URL.absoluteString) is not a file URL; nothing loads")
            return nil
        }
        return navigate { $0.load(URL.absoluteString) }
    }

    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        navigate { $0.loadHTML(string, baseURL: baseURL?.absoluteString) }
    }

    @discardableResult
    open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        navigate { $0.load(data, mimeType: MIMEType, encoding: characterEncodingName, baseURL: baseURL.absoluteString) }
    }

    @discardableResult
    open func reload() -> WKNavigation? { page?.url == nil ? nil : navigate { $0.reload() } }

    @discardableResult
    open func reloadFromOrigin() -> WKNavigation? { reload() }

    @discardableResult
    open func goBack() -> WKNavigation? { canGoBack ? navigate { $0.goBack() } : nil }

    @discardableResult
    open func goForward() -> WKNavigation? { canGoForward ? navigate { $0.goForward() } : nil }

    open func stopLoading() {
        page?.stop()
        scheduleWork()
    }

    /// Starts a navigation of the app's on the page (made on first use).
    private func navigate(_ start: (WebPage) -> Void) -> WKNavigation? {
        let navigation = WKNavigation()
        guard let page = pageOrFailure(navigation) else { return navigation }
        requestedNavigation = navigation
        start(page)
        scheduleWork()
        announceChanges()
        return navigation
    }

    /// The page, made on first use; nil, with the navigation failed, when the engine cannot run.
    private func pageOrFailure(_ navigation: WKNavigation?) -> WebPage? {
        if let page { return page }
        if let made = makePage() { return made }
        let reason = WebEngine.startError ?? "the web engine could not make a page"
        UIKitWarning.logOnce("WKWebView: \(reason)")
        if let navigation {
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                self.navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation,
                                                 withError: WKError(.unknown, userInfo: [NSLocalizedDescriptionKey: reason]))
            }
        }
        return nil
    }

    private func makePage() -> WebPage? {
        let (w, h, zoom) = pixelGeometry
        guard let page = WebPage(pixelWidth: w, pixelHeight: h, scale: zoom, transparent: !isOpaque) else { return nil }
        self.page = page
        pageGeometry = (w, h, zoom)
        page.setUserAgent(userAgent)
        page.setJavaScriptEnabled(configuration.preferences.javaScriptEnabled
            && configuration.defaultWebpagePreferences?.allowsContentJavaScript != false)
        page.setMinimumFontSize(configuration.preferences.minimumFontSize)
        let box = WebPageBox(page)
        pageBox = box
        configuration.userContentController.attach(box)
        return page
    }

    /// The viewport in pixels and the pixels per CSS pixel.
    private var pixelGeometry: (Int, Int, CGFloat) {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        let w = bounds.width.isFinite ? Int((bounds.width * scale).rounded()) : 0
        let h = bounds.height.isFinite ? Int((bounds.height * scale).rounded()) : 0
        return (max(w, 1), max(h, 1), scale * pageZoom)
    }

    /// The user agent: the custom one, else iOS Safari's, with the configuration's application name.
    private var userAgent: String {
        if let customUserAgent, !customUserAgent.isEmpty { return customUserAgent }
        let system = UIDevice.current.systemVersion.replacingOccurrences(of: ".", with: "_")
        return "Mozilla/5.0 (iPhone; CPU iPhone OS \(system) like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)"
            + (configuration.applicationNameForUserAgent.map { " " + $0 } ?? "")
    }

    // MARK: Scripts

    /// Runs `javaScriptString` in the page and hands its result to `completionHandler` on the
    /// main queue: numbers, strings, booleans, arrays, dictionaries and `NSNull` as Foundation
    /// values. A script whose value is `undefined` or cannot be serialized gives
    /// `WKError.javaScriptResultTypeIsUnsupported`, one that throws
    /// `WKError.javaScriptExceptionOccurred`, as on iOS.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {
        let call: (Result<Any, Error>) -> Void = { result in
            guard let completionHandler else { return }
            DispatchQueue.main.async {
                switch result {
                case .success(let value): completionHandler(value, nil)
                case .failure(let error): completionHandler(nil, error)
                }
            }
        }
        startScript(javaScriptString, call)
    }

    /// Runs `javaScriptString` in the page and returns its result (see
    /// `evaluateJavaScript(_:completionHandler:)`).
    public func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
        let result: ScriptValue = try await withCheckedThrowingContinuation { continuation in
            startScript(javaScriptString) { continuation.resume(with: $0.map(ScriptValue.init)) }
        }
        return result.value
    }

    private func startScript(_ script: String, _ call: @escaping (Result<Any, Error>) -> Void) {
        guard let page = pageOrFailure(nil) else {
            return call(.failure(WKError(.unknown, userInfo: [NSLocalizedDescriptionKey: WebEngine.startError ?? "no web engine"])))
        }
        scriptCalls[page.evaluate(script)] = call
        needsPaint = true
        settleAndPaint()
    }

    /// Runs a script of the view's own, answered while the view settles.
    func runOwnScript(_ script: String, _ answer: @escaping (String?) -> Void) {
        guard let page else { return }
        ownCalls[page.evaluate(script)] = answer
    }

    static func value(ofJSON json: String) -> Any? {
        guard let data = json.data(using: .utf8) else { return nil }
        return try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    }

    // MARK: Settling

    /// Has the view settle on the next frame (and each frame after while work is in flight).
    func scheduleWork() {
        frameLink.isPaused = false
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        pageScrollView.frame = bounds
        guard let page else { return }
        let (w, h, zoom) = pixelGeometry
        if pageGeometry.map({ $0.width != w || $0.height != h || $0.zoom != zoom }) ?? true {
            page.resize(pixelWidth: w, pixelHeight: h, scale: zoom)
            pageGeometry = (w, h, zoom)
            needsPaint = true
        }
        settleAndPaint()
    }

    /// Runs the engine until nothing is in flight (a picture asked for on the last frame comes
    /// in here), handles what it reported, and has the page drawn again when something changed.
    ///
    /// What the app or the page changed (a load, a script, a tap, a key, a resize) is drawn at
    /// once and shown on this frame. A scroll alone is drawn by WebKit while the app draws this
    /// frame, and shown from the next: the page's picture moves with the scroll view at once, and
    /// what the scroll uncovered is filled in a frame later, as iOS fills it from WebKit's tiles.
    func settleAndPaint() {
        guard let page, !settling else { return }
        settling = true
        defer { settling = false }
        let quiet = quietAfterInput
        quietAfterInput = 0
        var settled = page.settle(quiet: quiet) { handle($0) }
        if settled, bounds.width > 0, bounds.height > 0 {
            if needsPaint {
                present(page)
                settled = page.settle { handle($0) }
            } else if presenting == nil, pageScrollView.clampedOffset != paintedOffset {
                present(page)
            }
        }
        if !settled, !warnedStuck {
            warnedStuck = true
            UIKitWarning.log("WKWebView: the page still had work in flight after \(Int(WebEngine.patience)) s; it is shown as it is")
        }
        frameLink.isPaused = settled && !needsPaint && presenting == nil
        announceChanges()
    }

    /// What key-value observers of a web view watch, as they last saw it.
    private var observed = ObservedState()

    struct ObservedState: Equatable {
        var title: String?, url: URL?, isLoading = false, progress = 0.0, canGoBack = false, canGoForward = false
    }

    /// Tells key-value observers of the web view's title, URL, loading, progress and history
    /// what changed since they last heard.
    func announceChanges() {
        let now = ObservedState(title: title, url: url, isLoading: isLoading, progress: estimatedProgress,
                                canGoBack: canGoBack, canGoForward: canGoForward)
        guard now != observed else { return }
        let old = observed
        observed = now
        if old.title != now.title { didChangeValue(for: \.title) }
        if old.url != now.url { didChangeValue(for: \.url) }
        if old.isLoading != now.isLoading { didChangeValue(for: \.isLoading) }
        if old.progress != now.progress { didChangeValue(for: \.estimatedProgress) }
        if old.canGoBack != now.canGoBack { didChangeValue(for: \.canGoBack) }
        if old.canGoForward != now.canGoForward { didChangeValue(for: \.canGoForward) }
    }

    /// Has WebKit scroll the page to the scroll view's offset, read the page's size, and draw it.
    private func present(_ page: WebPage) {
        needsPaint = false
        let zoom = pageZoom
        let offset = pageScrollView.clampedOffset
        let x = Self.number(offset.x / zoom), y = Self.number(offset.y / zoom)
        let id = page.present("window.scrollTo(\(x), \(y)); var e = document.documentElement; "
            + "return e ? [Math.max(e.scrollWidth, document.body ? document.body.scrollWidth : 0), "
            + "Math.max(e.scrollHeight, document.body ? document.body.scrollHeight : 0)] : [0, 0];")
        presenting = (id, offset, zoom)
    }

    /// Shows the picture WebKit drew for a presentation, and the page's size it read.
    private func showPresented(_ id: Int64, json: String?) {
        guard let request = presenting, request.id == id, let page else { return }
        presenting = nil
        if let pair = json.flatMap(Self.value(ofJSON:)) as? [Any], pair.count == 2,
           let w = (pair[0] as? NSNumber)?.doubleValue, let h = (pair[1] as? NSNumber)?.doubleValue {
            let size = CGSize(width: w * request.zoom, height: h * request.zoom)
            pageScrollView.contentSize = CGSize(width: max(size.width, bounds.width), height: max(size.height, bounds.height))
        }
        guard let picture = page.takePicture(opaque: isOpaque),
              let image = UIImage(data: picture.data, scale: pixelGeometry.2 / request.zoom) else { return }
        pageView.image = image
        painted = PaintedImage(image)
        paintedOffset = request.offset
        pageView.frame = CGRect(origin: request.offset, size: bounds.size)
    }

    /// The scroll view moved: WebKit draws the page there after this frame's layout.
    func scrollPositionChanged() {
        guard page != nil, pageScrollView.clampedOffset != (presenting?.offset ?? paintedOffset) else { return }
        setNeedsLayout()
        scheduleWork()
    }

    static func number(_ v: CGFloat) -> String { v.isFinite ? String(format: "%.3f", Double(v)) : "0" }

    // MARK: Events

    private func handle(_ event: WebPage.Event) {
        switch event {
        case .navigationPolicy(let decision, let url, let type):
            decidePolicy(decision, url: url, type: type)
        case .started:
            needsPaint = true
            let navigation = currentNavigation
            notify { $1.webView($0, didStartProvisionalNavigation: navigation) }
        case .redirected:
            let navigation = currentNavigation
            notify { $1.webView($0, didReceiveServerRedirectForProvisionalNavigation: navigation) }
        case .committed:
            needsPaint = true
            let navigation = currentNavigation
            notify { $1.webView($0, didCommit: navigation) }
        case .finished:
            needsPaint = true
            let navigation = currentNavigation
            currentNavigation = nil
            notify { $1.webView($0, didFinish: navigation) }
        case .failed(let url, let domain, let code, let message, let provisional):
            needsPaint = true
            let navigation = currentNavigation
            currentNavigation = nil
            let error = WebLoadError.error(url: url, domain: domain, code: code, message: message)
            if provisional {
                notify { $1.webView($0, didFailProvisionalNavigation: navigation, withError: error) }
            } else {
                notify { $1.webView($0, didFail: navigation, withError: error) }
            }
        case .scriptResult(let id, let json, let exception):
            needsPaint = true
            if let own = ownCalls.removeValue(forKey: id) { return own(json) }
            guard let call = scriptCalls.removeValue(forKey: id) else { return }
            if let exception {
                call(.failure(WKError(.javaScriptExceptionOccurred, userInfo: [
                    NSLocalizedDescriptionKey: "A JavaScript exception occurred", "WKJavaScriptExceptionMessage": exception,
                ])))
            } else if let json, let value = Self.value(ofJSON: json) {
                call(.success(value))
            } else {
                call(.failure(WKError(.javaScriptResultTypeIsUnsupported, userInfo: [
                    NSLocalizedDescriptionKey: "JavaScript execution returned a result of an unsupported type",
                ])))
            }
        case .scriptMessage(let name, let json):
            needsPaint = true
            let controller = configuration.userContentController
            guard let handler = controller.handlers[name] else { return }
            let message = WKScriptMessage(body: json.flatMap(Self.value(ofJSON:)) ?? NSNull(), webView: self,
                                          frameInfo: mainFrame, name: name)
            DispatchQueue.main.async { handler.userContentController(controller, didReceive: message) }
        case .dialog(let id, let kind, let message, let defaultText):
            showDialog(id, kind: kind, message: message, defaultText: defaultText)
        case .presented(let id, let json):
            showPresented(id, json: json)
        case .webProcessEnded:
            currentNavigation = nil
            presenting = nil
            for (_, call) in scriptCalls { call(.failure(WKError(.webContentProcessTerminated))) }
            scriptCalls = [:]
            ownCalls = [:]
            notify { $1.webViewWebContentProcessDidTerminate($0) }
        }
    }

    /// The main frame, as the page's current request names it.
    var mainFrame: WKFrameInfo {
        WKFrameInfo(isMainFrame: true, request: URLRequest(url: url ?? URL(string: "about:blank")!), webView: self)
    }

    /// Tells the navigation delegate on the main queue, after what was told before.
    private func notify(_ call: @escaping @MainActor (WKWebView, WKNavigationDelegate) -> Void) {
        DispatchQueue.main.async { [weak self] in
            guard let self, let delegate = self.navigationDelegate else { return }
            call(self, delegate)
        }
    }

    /// Asks the navigation delegate whether a navigation goes ahead (at once, while WebKit
    /// waits); its answer may come later.
    private func decidePolicy(_ decision: Int64, url: URL?, type: Int) {
        let navigation = requestedNavigation ?? WKNavigation()
        requestedNavigation = nil
        let request = URLRequest(url: url ?? URL(string: "about:blank")!)
        let action = WKNavigationAction(request: request, navigationType: WKNavigationType(rawValue: type) ?? .other, frame: mainFrame)
        let state = DecisionState()
        let answer: @MainActor @Sendable (WKNavigationActionPolicy) -> Void = { [weak self] policy in
            guard let self, let page = self.page else { return }
            guard !state.answered else {
                return UIKitWarning.log("WKWebView: a navigation's decision handler was called more than once")
            }
            state.answered = true
            let allow = policy == .allow
            if allow { self.currentNavigation = navigation }
            page.decide(decision, allow: allow)
            self.scheduleWork()
        }
        if let delegate = navigationDelegate {
            delegate.webView(self, decidePolicyFor: action, decisionHandler: answer)
        } else {
            answer(.allow)
        }
    }
}

/// A script's result handed from the page to the awaiting caller: Foundation's JSON values,
/// made for the caller alone.
private struct ScriptValue: @unchecked Sendable {
    let value: Any
}

/// Whether a navigation's decision handler has been called.
private final class DecisionState: @unchecked Sendable {
    var answered = false
}

/// A web view's title, URL, loading state, progress and history are observable by key path,
/// as apps watch them for their progress bars and titles.
extension WKWebView: _KeyValueCodingAndObserving {}

/// The same, by string key, as Objective-C names them (`URL`, `loading`) and as Swift does.
extension WKWebView: KeyValueReadable {
    nonisolated public func value(forKey key: String) -> Any? {
        withMainActorState { () -> Any? in
            switch key {
            case "title": return self.title
            case "URL", "url": return self.url
            case "loading", "isLoading": return NSNumber(value: self.isLoading)
            case "estimatedProgress": return NSNumber(value: self.estimatedProgress)
            case "canGoBack": return NSNumber(value: self.canGoBack)
            case "canGoForward": return NSNumber(value: self.canGoForward)
            default: return nil
            }
        }
    }
}
