import Foundation
import InterfaceBuilderFiles

/// Controls, image views and indicators as Interface Builder writes them.
extension IBCoder {
    func decodeControl(_ control: UIControl) {
        if let enabled = flag("enabled") { control.isEnabled = enabled }
        if let selected = flag("selected") { control.isSelected = selected }
        if let highlighted = flag("highlighted") { control.isHighlighted = highlighted }
        if let h = choice("contentHorizontalAlignment", Self.table(["center", "left", "right", "fill", "leading", "trailing"],
                                                                  UIControl.ContentHorizontalAlignment.init)) {
            control.contentHorizontalAlignment = h
        }
        if let v = choice("contentVerticalAlignment", Self.table(["center", "top", "bottom", "fill"], UIControl.ContentVerticalAlignment.init)) {
            control.contentVerticalAlignment = v
        }
    }

    func decodeButton(_ button: UIButton) {
        let types: [String: UIButton.ButtonType] = [
            "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
            "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
        ]
        button.adoptType(choice("buttonType", types) ?? .custom)
        if let font = font() { button.titleLabel?.font = font }
        if let mode = choice("lineBreakMode", Self.lineBreakModes) { button.titleLabel?.lineBreakMode = mode }
        if let insets = value("contentEdgeInsets").flatMap(IBValues.insets) { button.contentEdgeInsets = insets }
        if let insets = value("titleEdgeInsets").flatMap(IBValues.insets) { button.titleEdgeInsets = insets }
        if let insets = value("imageEdgeInsets").flatMap(IBValues.insets) { button.imageEdgeInsets = insets }
        if let adjusts = flag("adjustsImageWhenHighlighted") { button.adjustsImageWhenHighlighted = adjusts }
        let states: [String: UIControl.State] = ["normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled]
        for state in element.children(named: "state") {
            guard let key = state["key"], let controlState = states[key] else { continue }
            readKeys.insert(key)
            let sub = IBCoder(element: state, context: context)
            if let title = state["title"] { button.setTitle(title, for: controlState) }
            if let c = sub.color("titleColor"), let c { button.setTitleColor(c, for: controlState) }
            if let c = sub.color("titleShadowColor"), let c { button.setTitleShadowColor(c, for: controlState) }
            if let image = sub.image(attribute: "image", key: "image") { button.setImage(image, for: controlState) }
            if let image = sub.image(attribute: "backgroundImage", key: "backgroundImage") { button.setBackgroundImage(image, for: controlState) }
            if let attributed = sub.value("attributedTitle").flatMap(sub.attributedString) { button.setAttributedTitle(attributed, for: controlState) }
        }
        if let configuration = value("configuration"), configuration.name == "buttonConfiguration" {
            button.configuration = buttonConfiguration(configuration)
        }
    }

    /// `<buttonConfiguration key="configuration" style="filled" title= …>`.
    private func buttonConfiguration(_ e: IBElement) -> UIButton.Configuration {
        let sub = IBCoder(element: e, context: context)
        var c: UIButton.Configuration
        switch e["style"] {
        case "filled"?, "borderedProminent"?: c = .filled()
        case "tinted"?, "borderedTinted"?: c = .tinted()
        case "gray"?, "bordered"?: c = .gray()
        default: c = .plain()
        }
        if let title = e["title"] { c.title = title }
        if let image = sub.image(attribute: "image", key: "image") { c.image = image }
        if let padding = e.number("imagePadding") { c.imagePadding = padding }
        switch e["imagePlacement"] {
        case "trailing"?: c.imagePlacement = .trailing
        case "top"?: c.imagePlacement = .top
        case "bottom"?: c.imagePlacement = .bottom
        default: break
        }
        if let style = sub.choice("cornerStyle", Self.table(["dynamic", "fixed", "small", "medium", "large", "capsule"],
                                                           UIButton.Configuration.CornerStyle.init)) {
            c.cornerStyle = style
        }
        if let size = sub.choice("buttonSize", Self.table(["mini", "small", "medium", "large"], UIButton.Configuration.Size.init)) {
            c.buttonSize = size
        }
        if let color = sub.color("baseForegroundColor") { c.baseForegroundColor = color }
        if let color = sub.color("baseBackgroundColor") { c.baseBackgroundColor = color }
        if let insets = sub.value("contentInsets").flatMap(IBValues.directionalInsets) { c.contentInsets = insets }
        if let background = sub.value("background") {
            let b = IBCoder(element: background, context: context)
            if let radius = background.number("cornerRadius") { c.background.cornerRadius = radius }
            if let color = b.color("backgroundColor") { c.background.backgroundColor = color }
            if let color = b.color("strokeColor") { c.background.strokeColor = color }
            if let width = background.number("strokeWidth") { c.background.strokeWidth = width }
        }
        if let attributed = sub.value("attributedTitle").flatMap(sub.attributedString) { c.attributedTitle = AttributedString(attributed) }
        return c
    }

    func decodeImageView(_ view: UIImageView) {
        if let image = image(attribute: "image", key: "image") { view.image = image }
        if let image = image(attribute: "highlightedImage", key: "highlightedImage") { view.highlightedImage = image }
        if let highlighted = flag("highlighted") { view.isHighlighted = highlighted }
        if let config = value("preferredSymbolConfiguration") { view.preferredSymbolConfiguration = symbolConfiguration(config) }
    }

    /// `<preferredSymbolConfiguration configurationType="pointSize" pointSize= scale= weight=>`.
    func symbolConfiguration(_ e: IBElement) -> UIImage.SymbolConfiguration {
        let weights = Self.table(["unspecified", "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"],
                                 UIImage.SymbolWeight.init)
        let scales: [String: UIImage.SymbolScale] = ["default": .default, "small": .small, "medium": .medium, "large": .large]
        return UIImage.SymbolConfiguration(pointSize: e.number("pointSize") ?? 0, weight: e["weight"].flatMap { weights[$0] } ?? .unspecified,
                                           scale: e["scale"].flatMap { scales[$0] } ?? .default)
    }

    func decodeSwitch(_ control: UISwitch) {
        if let on = flag("on") { control.isOn = on }
        if let c = color("onTintColor") { control.onTintColor = c }
        if let c = color("thumbTintColor") { control.thumbTintColor = c }
    }

    func decodeSlider(_ slider: UISlider) {
        if let v = number("minValue") { slider.minimumValue = Float(v) }
        if let v = number("maxValue") { slider.maximumValue = Float(v) }
        if let v = number("value") { slider.value = Float(v) }
        if let continuous = flag("continuous") { slider.isContinuous = continuous }
        if let c = color("minimumTrackTintColor") { slider.minimumTrackTintColor = c }
        if let c = color("maximumTrackTintColor") { slider.maximumTrackTintColor = c }
        if let c = color("thumbTintColor") { slider.thumbTintColor = c }
    }

    func decodeStepper(_ stepper: UIStepper) {
        if let v = number("minimumValue") { stepper.minimumValue = Double(v) }
        if let v = number("maximumValue") { stepper.maximumValue = Double(v) }
        if let v = number("stepValue") { stepper.stepValue = Double(v) }
        if let v = number("value") { stepper.value = Double(v) }
        if let wraps = flag("wraps") { stepper.wraps = wraps }
        if let repeats = flag("autorepeat") { stepper.autorepeat = repeats }
        if let continuous = flag("continuous") { stepper.isContinuous = continuous }
    }

    func decodeSegmentedControl(_ control: UISegmentedControl) {
        for (i, segment) in element.contents(of: "segments").enumerated() where !isVariation {
            let sub = IBCoder(element: segment, context: context)
            if let image = sub.image(attribute: "image", key: "image") {
                control.insertSegment(with: image, at: i, animated: false)
            } else {
                control.insertSegment(withTitle: segment["title"] ?? "", at: i, animated: false)
            }
            if segment.flag("enabled") == false { control.setEnabled(false, forSegmentAt: i) }
            if let width = segment.number("width") { control.setWidth(width, forSegmentAt: i) }
        }
        skip("segments")
        if let index = number("selectedSegmentIndex") { control.selectedSegmentIndex = Int(index) }
        if let momentary = flag("momentary") { control.isMomentary = momentary }
        if let c = color("selectedSegmentTintColor") { control.selectedSegmentTintColor = c }
    }

    func decodePageControl(_ control: UIPageControl) {
        if let n = number("numberOfPages") { control.numberOfPages = Int(n) }
        if let n = number("currentPage") { control.currentPage = Int(n) }
        if let hides = flag("hidesForSinglePage") { control.hidesForSinglePage = hides }
        if let c = color("pageIndicatorTintColor") { control.pageIndicatorTintColor = c }
        if let c = color("currentPageIndicatorTintColor") { control.currentPageIndicatorTintColor = c }
    }

    func decodeDatePicker(_ picker: UIDatePicker) {
        if let mode = choice("datePickerMode", ["time": UIDatePicker.Mode.time, "date": .date, "dateAndTime": .dateAndTime,
                                                "countDownTimer": .countDownTimer]) {
            picker.datePickerMode = mode
        }
        if let style = choice("style", Self.table(["automatic", "wheels", "compact", "inline"], UIDatePickerStyle.init)) {
            picker.preferredDatePickerStyle = style
        }
        if let interval = number("minuteInterval") { picker.minuteInterval = Int(interval) }
        for (key, apply) in [("date", { (d: Date) in picker.date = d }), ("minimumDate", { picker.minimumDate = $0 }),
                             ("maximumDate", { picker.maximumDate = $0 })] {
            if let t = value(key)?.number("timeIntervalSinceReferenceDate") { apply(Date(timeIntervalSinceReferenceDate: Double(t))) }
        }
        if let id = value("locale")?["localeIdentifier"] { picker.locale = Locale(identifier: id) }
    }

    func decodeActivityIndicator(_ view: UIActivityIndicatorView) {
        let styles: [String: UIActivityIndicatorView.Style] = [
            "medium": .medium, "large": .large, "white": .medium, "gray": .medium, "whiteLarge": .large,
        ]
        if let style = choice("style", styles) { view.style = style }
        if let hides = flag("hidesWhenStopped") { view.hidesWhenStopped = hides }
        if let c = color("color"), let c { view.color = c }
        if flag("animating") == true { view.startAnimating() }
    }

    func decodeProgressView(_ view: UIProgressView) {
        if let style = choice("progressViewStyle", ["default": UIProgressView.Style.default, "bar": .bar]) { view.progressViewStyle = style }
        if let p = number("progress") { view.progress = Float(p) }
        if let c = color("progressTintColor") { view.progressTintColor = c }
        if let c = color("trackTintColor") { view.trackTintColor = c }
    }
}
