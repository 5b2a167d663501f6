import Dispatch
import Foundation
import Synchronization

// Every UIModel class declares a `nonisolated deinit`, most of them empty. UIModel's code is
// main-actor by default, and under that default a class's implicit `deinit` is isolated: the
// runtime then checks, on release, whether it runs on the main actor, and on Linux that check
// traps when it does not (a view released by a background closure, a controller made in a test
// that is not `@MainActor`). UIKit's objects can be released anywhere; these can too.

/// Runs the main-actor work of a UIKit object's `deinit` (a display link invalidated, a view's
/// unretained references cleared). A `deinit` is not isolated (a user's subclass may declare
/// its own), so it cannot call the main actor directly. UIKit's objects are released on the
/// main actor, where `body` runs at once; one released elsewhere has it queued to the main
/// actor.
nonisolated func runOnMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    if isOnMainActor {
        MainActor.assumeIsolated(body)
    } else {
        Task { @MainActor in body() }
    }
}

/// Whether the caller runs on the main actor: on the main thread, or on the thread draining the
/// main queue (after `dispatchMain()`, which test runners call, the main thread is gone and
/// another thread runs the main actor's jobs).
/// Asked on every `UIModelRuntime.current`, so it avoids `Thread.isMainThread` (a system call
/// on Linux) once the main thread is known.
nonisolated var isOnMainActor: Bool {
    let thread = UInt(pthread_self())
    let main = mainThread.load(ordering: .relaxed)
    if main != 0, thread == main { return true }
    if DispatchQueue.getSpecific(key: mainQueueKey) != nil { return true }
    guard Thread.isMainThread else { return false }
    mainThread.store(thread, ordering: .relaxed)
    return true
}

extension DispatchQueue {
    /// Whether this is the main queue. `===` cannot tell on Linux: each `DispatchQueue.main` is a
    /// new wrapper of the one queue.
    nonisolated package var isMainQueue: Bool { getSpecific(key: mainQueueKey) != nil }
}

/// The main thread's `pthread_self()`, once seen (0 before).
private nonisolated let mainThread = Atomic<UInt>(0)

/// A key only the main queue carries.
private nonisolated let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
