import Foundation

/// Key-value coding on layers, as Core Animation has it: a layer's animatable properties by key
/// path (`"position"`, `"transform.rotation.z"`, `"bounds.size.width"`), a few others by name,
/// and any other key stored with the layer (layers accept keys of the app's own). Setting a key
/// for which the class's `needsDisplay(forKey:)` is true asks the layer to draw again.
extension CALayer {
    nonisolated public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    nonisolated public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    nonisolated public func value(forKeyPath keyPath: String) -> Any? {
        withMainActorState(self) { $0.baseValue(forKeyPath: keyPath) }
    }

    nonisolated public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        withMainActorState(self, value) { $0.baseSetValue($1, forKeyPath: keyPath) }
    }

    private func baseValue(forKeyPath keyPath: String) -> Any? {
        if let path = AnimationKeyPath.named(keyPath), !path.key.isSequence {
            let v = modelVector(path.key)
            guard path.components != .max else { return AnimationKeyPath.value(v, for: path.key) }
            let parts = (0..<v.count).filter { path.components & (1 << $0) != 0 }.map { v[$0] }
            switch path.value {
            case .point: return CGPoint(x: parts[0], y: parts[1])
            case .size: return CGSize(width: parts[0], height: parts[1])
            default: return parts.first
            }
        }
        switch keyPath {
        case "path", "colors", "locations": return ownSequenceValue(AnimationKeyPath.named(keyPath)!.key)
        case "name": return name
        case "hidden", "isHidden": return isHidden
        case "masksToBounds": return masksToBounds
        case "contents": return contents
        case "frame": return frame
        default: return storedValues[keyPath]
        }
    }

    private func baseSetValue(_ value: Any?, forKeyPath keyPath: String) {
        if let path = AnimationKeyPath.named(keyPath) {
            if path.key.isSequence {
                setOwnSequenceValue(value, for: path.key)
            } else if let v = path.vector(value, base: modelVector(path.key)), v.isFinite {
                apply(v, for: path.key)
            } else {
                UIKitWarning.log("CALayer.setValue(_:forKeyPath:): a value of the wrong type for '\(keyPath)' is ignored")
            }
            return
        }
        switch keyPath {
        case "name": name = value as? String
        case "hidden", "isHidden": isHidden = (value as? Bool) ?? false
        case "masksToBounds": masksToBounds = (value as? Bool) ?? false
        case "contents": contents = value
        case "frame": if let r = value as? CGRect { frame = r }
        default:
            storedValues[keyPath] = value
            if type(of: self).needsDisplay(forKey: keyPath) { setNeedsDisplay() }
        }
    }
}
