// System sounds live with AVFoundation's players here (their decoding and the host's speaker);
// an app that imports AudioToolbox for `AudioServicesPlaySystemSound` finds them through it.
@_exported import AVFoundation
