import Foundation

extension WindowSystem {
    /// Broken invariants of the view and controller trees, described; empty when all is well.
    /// (Tests run it after every scripted event: no operation may corrupt the hierarchy.)
    func hierarchyProblems() -> [String] {
        var problems: [String] = []
        var seen = Set<ObjectIdentifier>()
        func checkView(_ v: UIView, parent: UIView?) {
            if !seen.insert(ObjectIdentifier(v)).inserted { problems.append("\(type(of: v)) appears twice in the view tree") }
            if v.superview !== parent { problems.append("\(type(of: v)) has the wrong superview") }
            for s in v.subviews { checkView(s, parent: v) }
        }
        func checkController(_ vc: UIViewController) {
            for c in vc.children where c.parent !== vc { problems.append("\(type(of: c)) is a child of \(type(of: vc)) but its parent differs") }
            if let p = vc.presentedViewController, p.presentingViewController !== vc {
                problems.append("\(type(of: p)) is presented by \(type(of: vc)) but does not point back")
            }
            vc.children.forEach(checkController)
            if let p = vc.presentedViewController { checkController(p) }
        }
        for w in windows {
            checkView(w, parent: nil)
            if let root = w.rootViewController { checkController(root) }
        }
        return problems
    }
}
