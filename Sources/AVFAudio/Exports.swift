// iOS keeps the audio player, recorder and session in AVFAudio, which AVFoundation re-exports;
// here they live in AVFoundation, and an app that imports AVFAudio finds them through it.
@_exported import AVFoundation
