import AVFoundation
import Foundation
import Testing
import UIModel
import UIModelTesting

/// Players on FFmpeg, on the app's clock: items ready in the app's next turn, time running from
/// `play()`, observers, seeking, the end, queues and loops, and bad files failing as iOS's do.
@Suite(.serialized, .freshRuntime) struct AVPlayerTests: AppFrames {
    var time = 0.0

    /// The app's main queue on the app's clock, as the simulator runs it.
    init() { UIModelRuntime.current.runsMainQueue = true }

    static func media(_ name: String) -> URL {
        Bundle.module.url(forResource: "Media/\(name)", withExtension: nil)!
    }

    @Test mutating func anItemIsReadyInTheNextTurnWithItsDurationAndSize() {
        let item = AVPlayerItem(url: Self.media("clip.mp4"))
        let player = AVPlayer(playerItem: item)
        #expect(item.status == .unknown)
        #expect(player.status == .readyToPlay)
        run(1.0 / 60)
        #expect(item.status == .readyToPlay)
        #expect(item.duration == CMTime(value: 2, timescale: 1))
        #expect(item.presentationSize == CGSize(width: 160, height: 90))
        #expect(item.asset.tracks(withMediaType: .video).first?.nominalFrameRate == 30)
        #expect(item.asset.tracks(withMediaType: .audio).count == 1)
    }

    @Test mutating func timeRunsFromPlayOnTheAppsClock() {
        let player = AVPlayer(url: Self.media("clip.mp4"))
        run(0.1)
        #expect(player.timeControlStatus == .paused)
        player.play()
        #expect(player.rate == 1)
        #expect(player.timeControlStatus == .playing)
        run(0.5)
        #expect(abs(player.currentTime().seconds - 0.5) < 0.02)
        player.pause()
        let paused = player.currentTime().seconds
        run(0.5)
        #expect(player.currentTime().seconds == paused)
        #expect(player.timeControlStatus == .paused)
        player.rate = 2
        run(0.25)
        #expect(abs(player.currentTime().seconds - (paused + 0.5)) < 0.04)
    }

    @Test mutating func playingBeforeTheItemIsReadyWaits() {
        let player = AVPlayer(url: Self.media("clip.mp4"))
        player.play()
        #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
        #expect(player.reasonForWaitingToPlay == .evaluatingBufferingRate)
        run(1.0 / 60)
        #expect(player.timeControlStatus == .playing)
        #expect(player.reasonForWaitingToPlay == nil)
    }

    @Test mutating func statusAndRateAreObservedByKeyPath() {
        let item = AVPlayerItem(url: Self.media("clip.mp4"))
        let player = AVPlayer(playerItem: item)
        var statuses: [AVPlayerItem.Status] = []
        var controls: [AVPlayer.TimeControlStatus] = []
        let a = item.observe(\.status, options: [.initial, .new]) { item, change in statuses.append(change.newValue!) }
        let b = player.observe(\.timeControlStatus, options: [.new, .old]) { _, change in
            #expect(change.oldValue != nil)
            controls.append(change.newValue!)
        }
        player.play()
        run(0.1)
        player.pause()
        #expect(statuses == [.unknown, .readyToPlay])
        #expect(controls == [.waitingToPlayAtSpecifiedRate, .playing, .paused])
        b.invalidate()
        player.play()
        #expect(controls.count == 3)
        _ = a
    }

    /// A view controller observing by string key, as apps written before key-path observing do.
    final class StatusWatcher: UIViewController {
        var heard: [String] = []
        nonisolated override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            var line: String?
            if keyPath == "status", let number = change?[.newKey] as? NSNumber,
               let status = AVPlayerItem.Status(rawValue: number.intValue) {
                line = "status \(status.rawValue)"
            } else if keyPath == "rate" {
                line = "rate \((change?[.newKey] as? NSNumber)?.floatValue ?? -1)"
            }
            MainActor.assumeIsolated { if let line { heard.append(line) } }
        }
    }

    @Test mutating func keysAreObservedAsObjectiveCHandsThemOn() {
        let item = AVPlayerItem(url: Self.media("clip.mp4"))
        let player = AVPlayer(playerItem: item)
        let watcher = StatusWatcher()
        item.addObserver(watcher, forKeyPath: "status", options: [.new], context: nil)
        player.addObserver(watcher, forKeyPath: "rate", options: [.new, .old], context: nil)
        run(0.1)
        player.play()
        player.pause()
        #expect(watcher.heard == ["status 1", "rate 1.0", "rate 0.0"])
        item.removeObserver(watcher, forKeyPath: "status")
        player.removeObserver(watcher, forKeyPath: "rate", context: nil)
        player.play()
        #expect(watcher.heard.count == 3)
    }

    @Test mutating func periodicObserversFollowTheTimeAndTheEndIsPosted() {
        let item = AVPlayerItem(url: Self.media("clip.mp4"))
        let player = AVPlayer(playerItem: item)
        var times: [Double] = []
        let observer = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main) {
            times.append($0.seconds)
        }
        nonisolated final class Count: @unchecked Sendable { var value = 0 }
        let ended = Count()
        let token = NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: item, queue: nil) { _ in ended.value += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        player.play()
        run(2.5)
        #expect(ended.value == 1)
        #expect(player.timeControlStatus == .paused)
        #expect(player.currentTime() == CMTime(value: 2, timescale: 1))
        // Fired as it started, at each half second crossed, and as it stopped at the end.
        let crossed = times.map { ($0 * 2).rounded(.down) / 2 }.reduce(into: [Double]()) { if $0.last != $1 { $0.append($1) } }
        #expect(crossed == [0, 0.5, 1, 1.5, 2], "\(times)")
        #expect(times.last == 2)
        player.removeTimeObserver(observer)
        player.seek(to: .zero)
        #expect(times.last == 2)
    }

    @Test mutating func seekingMovesTheTimeAndCompletes() {
        let player = AVPlayer(url: Self.media("clip.mp4"))
        run(0.1)
        var finished: Bool?
        player.seek(to: CMTime(seconds: 1.25, preferredTimescale: 600)) { finished = $0 }
        #expect(player.currentTime().seconds == 1.25)
        run(1.0 / 60)
        #expect(finished == true)
        player.seek(to: CMTime(seconds: 9, preferredTimescale: 1))
        #expect(player.currentTime().seconds == 2)
        player.seek(to: CMTime(seconds: -1, preferredTimescale: 1))
        #expect(player.currentTime().seconds == 0)
    }

    @Test mutating func aQueuePlayerAdvancesAndALooperLoops() {
        let first = AVPlayerItem(url: Self.media("clip.mov")), second = AVPlayerItem(url: Self.media("clip.mp4"))
        let queue = AVQueuePlayer(items: [first, second])
        #expect(queue.actionAtItemEnd == .advance)
        queue.play()
        run(1.2)
        #expect(queue.currentItem === second)
        #expect(queue.items().count == 1)
        #expect(abs(queue.currentTime().seconds - 0.2) < 0.05)

        let looping = AVQueuePlayer()
        let looper = AVPlayerLooper(player: looping, templateItem: AVPlayerItem(url: Self.media("clip.mov")))
        looping.play()
        run(3.5)
        #expect(looper.status == .ready)
        #expect(looper.loopCount == 3)
        #expect(looping.timeControlStatus == .playing)
        #expect(abs(looping.currentTime().seconds - 0.5) < 0.1)
        looper.disableLooping()
    }

    @Test mutating func aCorruptFileFailsWithAVFoundationsErrorAndTheAppGoesOn() throws {
        for (name, code) in [("corrupt.mp4", AVError.Code.fileFormatNotRecognized), ("truncated.mp4", .fileFormatNotRecognized)] {
            let item = AVPlayerItem(url: Self.media(name))
            let player = AVPlayer(playerItem: item)
            player.play()
            run(0.1)
            #expect(item.status == .failed)
            let error = try #require(item.error as NSError?)
            #expect(error.domain == AVFoundationErrorDomain)
            #expect(error.code == code.rawValue)
            #expect(player.timeControlStatus == .paused)
            #expect(!item.asset.isPlayable)
        }
    }

    @Test mutating func aMissingFileAndARemoteURLFailAsOnIOS() throws {
        let missing = AVPlayerItem(url: URL(fileURLWithPath: "/nonexistent/movie.mp4"))
        let remote = AVPlayerItem(url: URL(string: "https://example.com/movie.mp4")!)
        let players = [AVPlayer(playerItem: missing), AVPlayer(playerItem: remote)]
        run(0.1)
        #expect((missing.error as NSError?)?.code == NSURLErrorFileDoesNotExist)
        #expect((remote.error as NSError?)?.code == NSURLErrorNotConnectedToInternet)
        #expect(players.allSatisfy { $0.currentItem?.status == .failed })
    }

    @Test func assetsLoadTheirPropertiesAsynchronously() async throws {
        let asset = AVURLAsset(url: Self.media("clip.mp4"))
        let (duration, playable) = try await asset.load(.duration, .isPlayable)
        #expect(duration.seconds == 2)
        #expect(playable)
        let video = try #require(try await asset.loadTracks(withMediaType: .video).first)
        #expect(try await video.load(.naturalSize) == CGSize(width: 160, height: 90))
        await #expect(throws: (any Error).self) { try await AVURLAsset(url: Self.media("corrupt.mp4")).load(.duration) }
        var error: NSError?
        #expect(AVURLAsset(url: Self.media("corrupt.mp4")).statusOfValue(forKey: "duration", error: &error) == .failed)
        #expect(error?.domain == AVFoundationErrorDomain)
    }

    @Test func everyFormatOpens() throws {
        for (name, duration) in [("clip.mp4", 2.0), ("clip.mov", 1.0), ("tone.m4a", 1.0), ("tone.mp3", 1.04), ("tone.wav", 0.5), ("tone.caf", 0.5)] {
            let asset = AVURLAsset(url: Self.media(name))
            #expect(asset.isPlayable, "\(name)")
            #expect(abs(asset.duration.seconds - duration) < 0.01, "\(name): \(asset.duration.seconds)")
        }
    }
}
