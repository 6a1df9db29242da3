extension RGBAColor {
    /// The property-list form: `[red, green, blue, alpha]`.
    var propertyList: [Double] {
        [red, green, blue, alpha]
    }

    /// Reads `[red, green, blue, alpha]` (or three components, opaque); nil otherwise.
    init?(propertyList value: Any) {
        guard let c = FoundationValue.doubles(value), c.count == 3 || c.count == 4 else { return nil }
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c.count == 4 ? c[3] : 1)
    }
}
