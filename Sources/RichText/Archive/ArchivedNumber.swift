/// A `Double` in an archive, infinities and NaN included.
///
/// JSON has no infinity, and `JSONEncoder` throws on one by default, yet an unbounded
/// container is `.infinity` tall and a pathological layout may hold an infinite
/// coordinate. A finite value encodes as a plain number; a non-finite one as the string
/// "inf", "-inf" or "nan". Any other string fails to decode.
struct ArchivedDouble: Codable, Hashable, Sendable {
    var value: Double

    init(_ value: Double) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            value = number
            return
        }
        switch try container.decode(String.self) {
        case "inf": value = .infinity
        case "-inf": value = -.infinity
        case "nan": value = .nan
        case let other:
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(other)' is not a number (nor inf, -inf or nan)")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if value.isFinite {
            try container.encode(value)
        } else {
            try container.encode(value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf"))
        }
    }
}

/// A `Rect` in an archive, through `ArchivedDouble`s.
struct ArchivedRect: Codable, Hashable, Sendable {
    var x: ArchivedDouble, y: ArchivedDouble, width: ArchivedDouble, height: ArchivedDouble

    init(_ rect: Rect) {
        x = ArchivedDouble(rect.origin.x)
        y = ArchivedDouble(rect.origin.y)
        width = ArchivedDouble(rect.size.width)
        height = ArchivedDouble(rect.size.height)
    }

    var rect: Rect { Rect(x: x.value, y: y.value, width: width.value, height: height.value) }
}

/// A `Size` in an archive, through `ArchivedDouble`s.
struct ArchivedSize: Codable, Hashable, Sendable {
    var width: ArchivedDouble, height: ArchivedDouble

    init(_ size: Size) {
        width = ArchivedDouble(size.width)
        height = ArchivedDouble(size.height)
    }

    var size: Size { Size(width: width.value, height: height.value) }
}

/// `EdgeInsets` in an archive, through `ArchivedDouble`s.
struct ArchivedInsets: Codable, Hashable, Sendable {
    var top: ArchivedDouble, left: ArchivedDouble, bottom: ArchivedDouble, right: ArchivedDouble

    init(_ insets: EdgeInsets) {
        top = ArchivedDouble(insets.top)
        left = ArchivedDouble(insets.left)
        bottom = ArchivedDouble(insets.bottom)
        right = ArchivedDouble(insets.right)
    }

    var insets: EdgeInsets {
        EdgeInsets(top: top.value, left: left.value, bottom: bottom.value, right: right.value)
    }
}
