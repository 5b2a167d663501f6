// Tests import this one module: `assertSnapshot` comes with it, as with swift-snapshot-testing.
@_exported import SnapshotTesting
// The test driver (`SimulatorApp`) and the frames it captures come with it too: a test target
// names this product alone.
@_exported import SimulatorCore
