// The core's API uses the renderer's types (frames as `RGBAImage`, `Renderer`, `OffscreenCanvas`):
// importing the core brings them.
@_exported import SimulatorRendering
