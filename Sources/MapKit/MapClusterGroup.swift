import UIModel

/// Annotations whose views would overlap, shown as one cluster annotation and its view.
struct MapClusterGroup {
    let identifier: String
    let members: [MKAnnotation]
    let annotation: MKClusterAnnotation
    /// The members' identities, to find the same cluster again after the map moves.
    var key: Set<ObjectIdentifier> { Set(members.map { ObjectIdentifier($0) }) }
}

/// Where annotation views collide: what clusters and what a higher-priority view hides.
enum MapCollisions {
    struct Candidate {
        let annotation: MKAnnotation
        let view: MKAnnotationView
        let frame: CGRect
    }

    struct Outcome {
        /// Members of each cluster (two or more), by clustering identifier.
        var clusters: [(identifier: String, members: [MKAnnotation])] = []
        /// Annotations hidden by a view of higher priority that they overlap.
        var hidden: Set<ObjectIdentifier> = []
    }

    /// Places views in order of priority (then of the list): a view overlapping one already
    /// placed with the same clustering identifier joins its cluster; a view of less than
    /// required priority overlapping any placed view is hidden.
    static func resolve(_ candidates: [Candidate]) -> Outcome {
        let ordered = candidates.enumerated().sorted {
            let a = $0.element.view.displayPriority.rawValue, b = $1.element.view.displayPriority.rawValue
            return a != b ? a > b : $0.offset < $1.offset
        }.map(\.element)
        var placed: [(annotation: MKAnnotation, frame: CGRect, identifier: String?, cluster: Int?)] = []
        var outcome = Outcome()
        for c in ordered {
            let collides: (Int) -> Bool = { i in
                c.view.collisionMode != .none && placed[i].frame.intersects(c.frame)
            }
            if let id = c.view.clusteringIdentifier,
               let i = placed.indices.first(where: { placed[$0].identifier == id && collides($0) }) {
                // The cluster's area grows with its members, so that a chain of overlapping
                // views becomes one cluster.
                placed[i].frame = placed[i].frame.union(c.frame)
                if let k = placed[i].cluster {
                    outcome.clusters[k].members.append(c.annotation)
                } else {
                    // The placed view's annotation starts the cluster.
                    outcome.clusters.append((id, [placed[i].annotation, c.annotation]))
                    placed[i].cluster = outcome.clusters.count - 1
                }
                continue
            }
            if c.view.displayPriority != .required, placed.indices.contains(where: collides) {
                outcome.hidden.insert(ObjectIdentifier(c.annotation))
                continue
            }
            placed.append((c.annotation, c.frame, c.view.clusteringIdentifier, nil))
        }
        return outcome
    }
}
