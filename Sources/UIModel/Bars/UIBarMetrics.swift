import Foundation

/// The bar size an old-style bar image is for (UIKit's raw values).
nonisolated public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt = 101, compactPrompt }

/// Where an old-style toolbar image applies (UIKit's raw values).
nonisolated public enum UIBarPosition: Int, Sendable { case any, bottom, top, topAttached }
