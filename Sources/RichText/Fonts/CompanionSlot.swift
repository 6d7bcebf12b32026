/// One object that another module of the package keeps for a face (the renderer's Cairo
/// face), made on first use and freed with the face.
///
/// The renderer used to keep its Cairo faces in a process-wide table that held each
/// `FontFace` weakly, so that a face's Cairo face went with it. A weak reference gives its
/// object a side table for good, and every later retain and release of that face took
/// Swift's slow path: rendering a paragraph spent about a fifth of its own time on them.
/// A slot on the face itself needs no weak reference and frees what it holds with the face.
package final class CompanionSlot: Sendable {
    private enum State {
        case empty
        case made((any AnyObject & Sendable)?)
    }

    private let state = Lock<State>(.empty)

    /// A slot with nothing made yet.
    package init() {}

    /// The object made for this slot, making it with `make` the first time (inside the
    /// slot's lock, so it is made once); nil when `make` gave nil (not tried again).
    package func value<Companion: AnyObject & Sendable>(orMake make: () -> Companion?) -> Companion? {
        state.withLock { state in
            switch state {
            case .made(let companion):
                return companion as? Companion
            case .empty:
                let made = make()
                state = .made(made)
                return made
            }
        }
    }
}
