/// Whether `type` is `base` or a subclass of it: the class-hierarchy walk Linux needs where
/// Objective-C would ask `isSubclassOfClass:` (classes found by name, appearance proxies'
/// classes, an item provider's objects).
nonisolated func inherits(_ type: AnyClass, from base: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let c = current {
        if c == base { return true }
        current = _getSuperclass(c)
    }
    return false
}
