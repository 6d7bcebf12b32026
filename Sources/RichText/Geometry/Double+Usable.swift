extension Double {
    /// This number as the layout can use it: NaN is 0, and a number beyond ±`limit`
    /// (infinity included) is ±`limit`. Styles, attachments and shadows read their numbers
    /// through it (`ParagraphStyle.normalized`, `ShapingStyle`, `TextAttachment.normalized`,
    /// `TextShadow.chain`).
    func usable(within limit: Double) -> Double {
        isNaN ? 0 : Swift.min(Swift.max(self, -limit), limit)
    }
}
