import Foundation

extension UICollectionView {
    /// A cell class and the closure that configures it for an item, registered on first use.
    nonisolated public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        /// Registrations of one cell class share its pool.
        var reuseIdentifier: String { "CellRegistration.\(String(reflecting: Cell.self))" }
        public init(handler: @escaping Handler) { self.handler = handler }
    }

    /// A header, footer or other supplementary view class and the closure that configures it.
    nonisolated public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        let handler: Handler
        var reuseIdentifier: String { "SupplementaryRegistration.\(String(reflecting: Supplementary.self))" }
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class, dequeued and configured for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                         item: Item?) -> Cell {
        let id = registration.reuseIdentifier
        if registered[id] == nil { register(Cell.self, forCellWithReuseIdentifier: id) }
        let cell = dequeueReusableCell(withReuseIdentifier: id, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let id = registration.reuseIdentifier, kind = registration.elementKind
        if registered[kind + "/" + id] == nil { register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: id) }
        let view = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: id, for: indexPath) as! Supplementary
        registration.handler(view, kind, indexPath)
        return view
    }
}
