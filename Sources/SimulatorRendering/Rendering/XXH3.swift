import CXXHash

/// XXH3 (64 bits), the newer and faster hash of the xxHash library (about twice XXH64's
/// speed on large inputs): the names of the image data apps and frameworks hand the renderer,
/// which may be a whole screen's pixels each frame.
nonisolated package enum XXH3 {
    package static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        CXXHash.XXH3_64bits(bytes.baseAddress, bytes.count)
    }
}
