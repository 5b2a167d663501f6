import MyAppUI
import Testing
import UIModel
import UIModelSnapshotTesting

/// Screenshot tests of the app's screens on two devices, in light and dark.
@MainActor struct PlacesSnapshotTests {
    @Test(arguments: [("iphone-se", ViewImageConfig.iPhoneSE), ("ipad-pro-11", ViewImageConfig.iPadPro11(.portrait))])
    func placesList(device: String, config: ViewImageConfig) {
        assertSnapshot(of: PlacesViewController(), as: .image(on: config), named: "\(device)-light")
        assertSnapshot(of: PlacesViewController(), as: .image(on: config, traits: UITraitCollection(userInterfaceStyle: .dark)),
                       named: "\(device)-dark")
    }

    @Test func cardAlone() {
        let card = PlaceCardViewController(place: "Kyoto")
        card.view.frame = CGRect(x: 0, y: 0, width: 360, height: 280)
        assertSnapshot(of: card.view, as: .image, named: "kyoto")
    }
}

/// What VoiceOver reads on the app's screens.
@MainActor struct PlacesAccessibilityTests {
    @Test func placesListAndCard() {
        assertSnapshot(of: PlacesViewController(), as: .accessibilityImage(on: .iPhoneSE), named: "places")
        let card = PlaceCardViewController(place: "Kyoto")
        card.view.frame = CGRect(x: 0, y: 0, width: 360, height: 280)
        assertSnapshot(of: card.view, as: .accessibilityImage, named: "kyoto")
    }
}
