import TextViewCore

extension UserEvent {
    /// The event of a text change that ``TextViewCoordinator`` applies because the host's text
    /// changed (`replace.host`): its own undo step, and a name other observers can recognise.
    public static let hostUpdate = UserEvent("replace.host")
}
