/// Runs the main-actor part of a member the iOS SDK declares `nonisolated` (a layer's property,
/// an image looked up by name, a colour's `cgColor` resolved for the current traits, an
/// animation's copy). Apps call these on the main thread, where `body` runs as main-actor code
/// does; one called elsewhere (a background queue, a test that is not `@MainActor`) runs it
/// there, as UIKit and Core Animation do, without the check that would stop the process: the
/// state it reaches is the calling thread's own runtime (`UIModelRuntime.current`).
nonisolated package func withMainActorState<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    // A main-actor closure and a plain one are the same function value; only the checker tells
    // them apart.
    try withoutActuallyEscaping(body) { body in
        try unsafeBitCast(body, to: (() throws -> T).self)()
    }
}

/// `withMainActorState(_:)` for code about objects that are not `Sendable` (a layer, an
/// animation, a path): `body` gets `value`, so nothing crosses from the caller's isolation to
/// the main actor's but the object the member is about.
nonisolated func withMainActorState<Value, T>(_ value: Value, _ body: @MainActor (Value) throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { body in
        try unsafeBitCast(body, to: ((Value) throws -> T).self)(value)
    }
}

/// `withMainActorState(_:_:)` about two objects (`withMainActorState(layer, animation) { … }`).
nonisolated func withMainActorState<A, B, T>(_ a: A, _ b: B, _ body: @MainActor (A, B) throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { body in
        try unsafeBitCast(body, to: ((A, B) throws -> T).self)(a, b)
    }
}

/// `withMainActorState(_:_:)` about three objects.
nonisolated func withMainActorState<A, B, C, T>(_ a: A, _ b: B, _ c: C, _ body: @MainActor (A, B, C) throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { body in
        try unsafeBitCast(body, to: ((A, B, C) throws -> T).self)(a, b, c)
    }
}

/// A value that is not `Sendable` handed to main-actor code queued from a `deinit` (a view's
/// layer cleared as the view goes): nothing else holds it by then.
nonisolated struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}
