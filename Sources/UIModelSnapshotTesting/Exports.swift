// Tests import this one module: `assertSnapshot` comes with it, as with swift-snapshot-testing.
@_exported import SnapshotTesting
