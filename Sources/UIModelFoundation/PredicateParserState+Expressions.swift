import Foundation

extension PredicateParserState {
    /// An expression followed by any number of `.component` key path steps.
    mutating func parseExpression() throws(PredicateFormatError) -> PredicateOperand {
        try enter()
        defer { depth -= 1 }
        var expression = try parsePrimaryExpression()
        while isSymbol(".") {
            advance()
            let component: String
            switch current.kind {
            case .identifier(let name), .escapedIdentifier(let name): component = name
            case .operatorIdentifier(let name): component = "@" + name
            default: throw fail("expected a key after '.' at offset \(current.offset)")
            }
            advance()
            switch expression {
            case .evaluatedObject: expression = .keyPath(component)
            case .keyPath(let path): expression = .keyPath(path + "." + component)
            case .member(let base, let path): expression = .member(base, keyPath: path + "." + component)
            default: expression = .member(expression, keyPath: component)
            }
        }
        return expression
    }

    mutating func parsePrimaryExpression() throws(PredicateFormatError) -> PredicateOperand {
        let token = current
        switch token.kind {
        case .identifier(let name):
            switch name.uppercased() {
            case "SELF": advance(); return .evaluatedObject
            case "NIL", "NULL": advance(); return .constant(nil)
            case "YES", "TRUE": advance(); return .constant(true)
            case "NO", "FALSE": advance(); return .constant(false)
            case "SUBQUERY": return try parseSubquery()
            case "CAST" where tokens[min(index + 1, tokens.count - 1)].kind == .symbol("("): return try parseCast()
            case let upper where PredicateLexer.reservedWords.contains(upper): throw unexpected()
            default: advance(); return .keyPath(name)
            }
        case .escapedIdentifier(let name):
            advance()
            return .keyPath(name)
        case .operatorIdentifier(let name):
            advance()
            return .keyPath("@" + name)
        case .variable(let name):
            advance()
            return .variable(name)
        case .string(let text):
            advance()
            return .constant(text)
        case .number(let literal):
            advance()
            return .constant(literal.value)
        case .symbol("-"), .symbol("+"):
            advance()
            guard case .number(let literal) = current.kind else {
                throw fail("expected a number after '\(token.kind == .symbol("-") ? "-" : "+")' at offset \(current.offset)")
            }
            advance()
            return .constant(token.kind == .symbol("+") ? literal.value : Self.negate(literal))
        case .symbol("{"):
            return try parseAggregate()
        case .argument(let argument):
            advance()
            return try consume(argument, at: token.offset)
        default:
            throw unexpected()
        }
    }

    static func negate(_ literal: PredicateToken.NumericLiteral) -> Any {
        switch literal {
        case .int(let value): return -value
        case .uint(let value): return value == UInt64(Int.max) + 1 ? Int.min : -Double(value)
        case .double(let value): return -value
        }
    }

    mutating func parseAggregate() throws(PredicateFormatError) -> PredicateOperand {
        advance()
        var items: [PredicateOperand] = []
        if isSymbol("}") { advance(); return .aggregate(items) }
        while true {
            items.append(try parseExpression())
            if isSymbol(",") { advance(); continue }
            try expect("}")
            return .aggregate(items)
        }
    }

    mutating func parseSubquery() throws(PredicateFormatError) -> PredicateOperand {
        advance()
        try expect("(")
        let collection = try parseExpression()
        try expect(",")
        guard case .variable(let variable) = current.kind else {
            throw fail("expected a $variable in SUBQUERY at offset \(current.offset)")
        }
        advance()
        try expect(",")
        try enter()
        defer { depth -= 1 }
        let predicate = try parsePredicate()
        try expect(")")
        return .subquery(collection: collection, variable: variable, predicate: predicate)
    }

    /// `CAST(constant, "Type")`, folded to a constant at parse time.
    mutating func parseCast() throws(PredicateFormatError) -> PredicateOperand {
        let offset = current.offset
        advance()
        try expect("(")
        let operand = try parseExpression()
        try expect(",")
        guard case .string(let typeName) = current.kind else {
            throw fail("expected a type name string in CAST at offset \(current.offset)")
        }
        advance()
        try expect(")")
        guard case .constant(let raw) = operand, let value = PredicateValues.flatten(raw) else {
            throw fail("CAST of a non-constant at offset \(offset)")
        }
        let text = PredicateValues.string(value)
        let number = NumericValue(value) ?? text.flatMap { Double($0) }.flatMap { NumericValue($0) }
        let result: Any?
        switch typeName {
        case "NSDate": result = number.map { Date(timeIntervalSinceReferenceDate: $0.doubleValue) }
        case "NSNumber": result = number?.value
        case "NSString": result = text ?? String(describing: value)
        case "NSUUID": result = text.flatMap { UUID(uuidString: $0) }
        case "NSURL": result = text.flatMap { URL(string: $0) }
        default: result = nil
        }
        guard let result else { throw fail("unsupported CAST to \"\(typeName)\" at offset \(offset)") }
        return .constant(result)
    }

    mutating func consume(_ argument: PredicateToken.FormatArgument, at offset: Int) throws(PredicateFormatError) -> PredicateOperand {
        if argument == .percent { return .constant("%") }
        guard argumentIndex < arguments.count else {
            throw fail("missing argument for the format specifier at offset \(offset)")
        }
        let raw = arguments[argumentIndex]
        argumentIndex += 1
        let value = PredicateValues.flatten(raw)
        switch argument {
        case .object:
            guard let value else { return .constant(nil) }
            if let string = PredicateValues.string(value) { return .constant(string) }
            if let elements = PredicateValues.elements(of: value) { return .constant(elements) }
            return .constant(value)
        case .keyPath:
            guard let value, let path = PredicateValues.string(value), !path.isEmpty else {
                throw fail("the argument for %K at offset \(offset) is not a key path string")
            }
            return .keyPath(path)
        case .integer:
            guard let value, let number = NumericValue(value) else {
                throw fail("the argument for the integer specifier at offset \(offset) is not a number")
            }
            if case .double(let double) = number {
                guard let int = Int(exactly: double.rounded(.towardZero)) else {
                    throw fail("the argument for the integer specifier at offset \(offset) is out of range")
                }
                return .constant(int)
            }
            return .constant(number.value)
        case .double:
            guard let value, let number = NumericValue(value) else {
                throw fail("the argument for the floating-point specifier at offset \(offset) is not a number")
            }
            return .constant(number.doubleValue)
        case .percent:
            return .constant("%")
        }
    }
}
