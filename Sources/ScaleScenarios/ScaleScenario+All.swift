extension ScaleScenario {
    /// Every scenario, by area.
    public static var all: [ScaleScenario] {
        words + selections + batches + observers + files + focus + layout + changeSets
    }
}
