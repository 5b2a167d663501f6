// `import SimulatorKit` brings the whole simulator, as before its layers were modules of their own:
// the core (session, scripts, headless runner, test driver) and the renderer.
@_exported import SimulatorCore
@_exported import SimulatorRendering
