import UIModel
import XCTest

/// An XCTest suite written before `@MainActor`, in Swift 5 mode: synchronous tests, a `setUp`
/// and a `tearDown` that keep a screen, an expectation waited for, and one `async` test.
@MainActor final class LoginScreenTests: XCTestCase {
    var controller: UIViewController!
    var titleLabel: UILabel!

    override func setUp() {
        MainActor.assumeIsolated {
            super.setUp()
            controller = UIViewController()
            titleLabel = UILabel()
            titleLabel.text = "Sign in"
            controller.view.addSubview(titleLabel)
        }
    }

    override func tearDownWithError() throws {
        try MainActor.assumeIsolated {
            controller = nil
            titleLabel = nil
            try super.tearDownWithError()
        }
    }

    nonisolated func testTheTitleIsInTheView() {
        MainActor.assumeIsolated {
            // Made in setUp, on the main thread as UIKit wants it.
            XCTAssertTrue(Thread.isMainThread)
            XCTAssertTrue(titleLabel.superview === controller.view)
            XCTAssertEqual(titleLabel.text, "Sign in")
        }
    }

    nonisolated func testTheTitleSizesToItsText() throws {
        try MainActor.assumeIsolated {
            let label = try XCTUnwrap(titleLabel)
            label.sizeToFit()
            XCTAssertGreaterThan(label.bounds.width, 0)
        }
    }

    nonisolated func testMainQueueWorkRunsWhileTheTestWaits() {
        MainActor.assumeIsolated {
            let done = expectation(description: "the main queue ran")
            DispatchQueue.main.async {
                self.titleLabel.text = "Welcome"
                done.fulfill()
            }
            wait(for: [done], timeout: 5)
            XCTAssertEqual(titleLabel.text, "Welcome")
        }
    }

    func testAnAsyncTestStaysAsItWas() async {
        XCTAssertNotNil(controller)
    }

    func makeButton() -> UIButton {
        UIButton(type: .system)
    }
}
