// Apple's Combine for the simulated app: `import Combine` stays as the app wrote it.
//
// The publishers, subscribers, operators, subjects, `@Published`, `ObservableObject` and
// `AnyCancellable` are OpenCombine's (a reimplementation of Combine with Apple's names), exported
// whole. What Combine adds to Foundation and Dispatch is this module's own, so that the main
// queue's and main run loop's schedulers and `Timer.publish` run on the simulated app's clock,
// as `DispatchQueue.main.async` and timers do: `debounce`, `delay`, `throttle` and timer
// publishers fire at the same app times in the window, in headless runs and in tests.
@_exported import OpenCombine
