import Foundation

/// The string operators of predicates: folding for `[c]` / `[d]`, `BEGINSWITH`, `ENDSWITH`,
/// `CONTAINS`, `LIKE` wildcards and `MATCHES` regular expressions.
enum PredicateStringMatching {
    /// `string` with case and/or diacritics folded as `options` ask.
    static func fold(_ string: String, _ options: PredicateComparison.Options) -> String {
        var mask: String.CompareOptions = []
        if options.contains(.caseInsensitive) { mask.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { mask.insert(.diacriticInsensitive) }
        return mask.isEmpty ? string : string.folding(options: mask, locale: nil)
    }

    static func beginsWith(_ s: String, _ prefix: String, _ options: PredicateComparison.Options) -> Bool {
        fold(s, options).hasPrefix(fold(prefix, options))
    }

    static func endsWith(_ s: String, _ suffix: String, _ options: PredicateComparison.Options) -> Bool {
        fold(s, options).hasSuffix(fold(suffix, options))
    }

    static func contains(_ s: String, _ part: String, _ options: PredicateComparison.Options) -> Bool {
        let needle = fold(part, options)
        return needle.isEmpty || fold(s, options).contains(needle)
    }

    /// Whole-string wildcard match: `*` matches any run of characters, `?` exactly one, and a
    /// backslash makes the next character literal.
    static func like(_ s: String, _ pattern: String, _ options: PredicateComparison.Options) -> Bool {
        let text = Array(fold(s, options))
        var tokens: [(character: Character, wildcard: Bool)] = []
        var escaping = false
        for character in fold(pattern, options) {
            if escaping { tokens.append((character, false)); escaping = false; continue }
            if character == "\\" { escaping = true; continue }
            tokens.append((character, character == "*" || character == "?"))
        }
        if escaping { tokens.append(("\\", false)) }
        var t = 0, p = 0
        var star: Int? = nil, resume = 0
        while t < text.count {
            if p < tokens.count, tokens[p].wildcard, tokens[p].character == "*" {
                star = p; resume = t; p += 1
            } else if p < tokens.count, tokens[p].wildcard ? true : tokens[p].character == text[t] {
                t += 1; p += 1
            } else if let s = star {
                p = s + 1; resume += 1; t = resume
            } else {
                return false
            }
        }
        while p < tokens.count, tokens[p].wildcard, tokens[p].character == "*" { p += 1 }
        return p == tokens.count
    }

    private static let regexCache = LockedValue<[String: NSRegularExpression?]>([:])

    /// Whole-string ICU regular expression match. An invalid pattern never matches.
    static func matches(_ s: String, _ pattern: String, _ options: PredicateComparison.Options) -> Bool {
        let caseInsensitive = options.contains(.caseInsensitive)
        let cacheKey = (caseInsensitive ? "c:" : "-:") + pattern
        let regex = regexCache.withLock { cache -> NSRegularExpression? in
            if let cached = cache[cacheKey] { return cached }
            let options: NSRegularExpression.Options = caseInsensitive ? [.caseInsensitive] : []
            // The pattern must be valid on its own before it is wrapped to match the whole string.
            let compiled = (try? NSRegularExpression(pattern: pattern, options: options)).flatMap { _ in
                try? NSRegularExpression(pattern: "(?:\(pattern))\\z", options: options)
            }
            if cache.count > 256 { cache.removeAll() }
            cache[cacheKey] = compiled
            return compiled
        }
        guard let regex else { return false }
        let subject = options.contains(.diacriticInsensitive) ? fold(s, [.diacriticInsensitive]) : s
        let range = NSRange(subject.startIndex..., in: subject)
        return regex.firstMatch(in: subject, options: [.anchored], range: range) != nil
    }
}
