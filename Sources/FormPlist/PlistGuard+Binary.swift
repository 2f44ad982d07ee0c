/// The binary (`bplist00`) half of the guard: validates the trailer, the offset table and every
/// object, then walks the object graph from the top object without recursion.
extension PlistGuard {
    /// The layout the trailer describes.
    private struct Layout {
        var offsetSize: Int
        var refSize: Int
        var objectCount: Int
        var topObject: Int
        var tableOffset: Int
    }

    /// One array or dictionary on the traversal stack.
    private struct Frame {
        var object: Int
        var refStart: Int
        var childCount: Int
        var nextChild = 0
        var height = 0
        var size = 1
    }

    /// Checks a binary property list; `bytes` starts with `bplist00`.
    static func checkBinary(_ bytes: UnsafeRawBufferPointer, limits: PlistLimits) throws(PlistError) {
        let layout = try readTrailer(bytes, limits: limits)
        try validateObjects(bytes, layout, limits: limits)
        try traverse(bytes, layout, limits: limits)
    }

    /// Reads and sanity-checks the 32-byte trailer.
    private static func readTrailer(
        _ bytes: UnsafeRawBufferPointer, limits: PlistLimits
    ) throws(PlistError) -> Layout {
        // Header, one object, one offset and the trailer.
        guard bytes.count >= 8 + 1 + 1 + 32 else { throw failure("truncated binary plist") }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let refSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(refSize) else {
            throw failure("binary plist trailer has invalid integer sizes (truncated?)")
        }
        let count = readUInt(bytes, at: trailer + 8, size: 8)
        let top = readUInt(bytes, at: trailer + 16, size: 8)
        let table = readUInt(bytes, at: trailer + 24, size: 8)
        guard count >= 1, top < count, count <= UInt64(trailer) else {
            throw failure("binary plist trailer has an invalid object count (truncated?)")
        }
        let (tableBytes, overflow) = count.multipliedReportingOverflow(by: UInt64(offsetSize))
        guard table >= 9, table <= UInt64(trailer), !overflow, tableBytes <= UInt64(trailer) - table else {
            throw failure("binary plist offset table lies outside the file (truncated?)")
        }
        guard count <= UInt64(max(limits.maxObjects, 0)) else {
            throw failure("holds more than \(limits.maxObjects) objects")
        }
        return Layout(
            offsetSize: offsetSize, refSize: refSize, objectCount: Int(count), topObject: Int(top),
            tableOffset: Int(table))
    }

    /// Checks every object in the offset table: in order, inside the object area, not
    /// overlapping, with a known marker, a length inside the file and references in range.
    private static func validateObjects(
        _ bytes: UnsafeRawBufferPointer, _ layout: Layout, limits: PlistLimits
    ) throws(PlistError) {
        var previousEnd = 8
        for object in 0..<layout.objectCount {
            let offset = objectOffset(bytes, layout, object)
            guard offset >= previousEnd, offset < layout.tableOffset else {
                throw failure(
                    "binary plist object \(object) lies outside the object area or overlaps another")
            }
            let (start, length, isContainer) = try objectExtent(
                bytes, layout, object, at: offset, limits: limits)
            guard length <= layout.tableOffset - start else {
                throw failure("binary plist object \(object) runs past the object area (truncated?)")
            }
            previousEnd = start + length
            guard isContainer else { continue }
            var position = start
            while position < previousEnd {
                let ref = readUInt(bytes, at: position, size: layout.refSize)
                guard ref < UInt64(layout.objectCount) else {
                    throw failure(
                        "binary plist object \(object) references object \(ref), which does not exist")
                }
                position += layout.refSize
            }
        }
    }

    /// Where the object's body starts, how many bytes it has and whether it is an array or
    /// dictionary (whose body is its references).
    private static func objectExtent(
        _ bytes: UnsafeRawBufferPointer, _ layout: Layout, _ object: Int, at offset: Int,
        limits: PlistLimits
    ) throws(PlistError) -> (start: Int, length: Int, isContainer: Bool) {
        let marker = bytes[offset]
        let low = Int(marker & 0x0F)
        var unknown: PlistError {
            failure("binary plist object \(object) has an unknown marker \(hex(marker))")
        }
        switch marker >> 4 {
        case 0x0:
            guard low == 0x0 || low == 0x8 || low == 0x9 || low == 0xF else { throw unknown }
            return (offset + 1, 0, false)
        case 0x1:
            guard low <= 4 else { throw unknown }
            return (offset + 1, 1 << low, false)
        case 0x2:
            guard low == 2 || low == 3 else { throw unknown }
            return (offset + 1, 1 << low, false)
        case 0x3:
            guard low == 3 else { throw unknown }
            return (offset + 1, 8, false)
        case 0x4, 0x5, 0x6:
            let (start, count) = try lengthField(bytes, layout, object, at: offset)
            guard count <= limits.maxStringLength else {
                throw marker >> 4 == 0x4
                    ? failure("a data value is longer than the limit of \(limits.maxStringLength) bytes")
                    : failure("a string is longer than the limit of \(limits.maxStringLength) characters")
            }
            return (start, marker >> 4 == 0x6 ? count * 2 : count, false)
        case 0x8:
            throw failure("binary plist holds a UID, which is not supported")
        case 0xA, 0xD:
            let (start, count) = try lengthField(bytes, layout, object, at: offset)
            let entries = marker >> 4 == 0xD ? 2 : 1
            let (length, overflow) = count.multipliedReportingOverflow(by: layout.refSize * entries)
            guard !overflow else { throw failure("binary plist object \(object) is too long (truncated?)") }
            return (start, length, true)
        case 0xC:
            throw failure("binary plist holds a set, which is not supported")
        default:
            throw unknown
        }
    }

    /// Reads the count in the marker's low nibble or, when that is 0xF, the integer after it;
    /// returns where the body starts and the count, which is at most the size of the file.
    private static func lengthField(
        _ bytes: UnsafeRawBufferPointer, _ layout: Layout, _ object: Int, at offset: Int
    ) throws(PlistError) -> (start: Int, count: Int) {
        let low = Int(bytes[offset] & 0x0F)
        if low != 0xF { return (offset + 1, low) }
        var bad: PlistError { failure("binary plist object \(object) has an invalid length (truncated?)") }
        guard offset + 1 < layout.tableOffset else { throw bad }
        let intMarker = bytes[offset + 1]
        guard intMarker >> 4 == 0x1, intMarker & 0x0F <= 3 else { throw bad }
        let size = 1 << Int(intMarker & 0x0F)
        guard size <= layout.tableOffset - (offset + 2) else { throw bad }
        let count = readUInt(bytes, at: offset + 2, size: size)
        guard count <= UInt64(bytes.count) else { throw bad }
        return (offset + 2 + size, Int(count))
    }

    /// Walks the graph from the top object with an explicit stack, visiting each object once:
    /// refuses cycles, nesting deeper than `maxDepth` and more than `maxObjects` objects once
    /// shared subobjects are counted at every place they appear (Foundation copies them out).
    private static func traverse(
        _ bytes: UnsafeRawBufferPointer, _ layout: Layout, limits: PlistLimits
    ) throws(PlistError) {
        let white: Int32 = -1
        let grey: Int32 = -2
        // Height (containers nested below and including the object) once finished, else a colour.
        var heights = [Int32](repeating: white, count: layout.objectCount)
        var sizes = [Int](repeating: 0, count: layout.objectCount)
        let cap = max(limits.maxObjects, 0) + 1
        var stack: [Frame] = []

        func visit(_ object: Int) throws(PlistError) -> (height: Int, size: Int)? {
            switch heights[object] {
            case grey:
                throw failure("binary plist object \(object) references itself")
            case white:
                guard let frame = containerFrame(bytes, layout, object) else {
                    heights[object] = 0
                    sizes[object] = 1
                    return (0, 1)
                }
                guard stack.count < limits.maxDepth else {
                    throw failure("nested deeper than \(limits.maxDepth) levels")
                }
                heights[object] = grey
                stack.append(frame)
                return nil
            default:
                return (Int(heights[object]), sizes[object])
            }
        }

        if let finished = try visit(layout.topObject), finished.height > limits.maxDepth {
            throw failure("nested deeper than \(limits.maxDepth) levels")
        }
        while var frame = stack.popLast() {
            if frame.nextChild < frame.childCount {
                let ref = Int(
                    readUInt(
                        bytes, at: frame.refStart + frame.nextChild * layout.refSize,
                        size: layout.refSize))
                frame.nextChild += 1
                let depth = stack.count + 1
                stack.append(frame)
                guard let finished = try visit(ref) else { continue }
                guard depth + finished.height <= limits.maxDepth else {
                    throw failure("nested deeper than \(limits.maxDepth) levels")
                }
                stack[depth - 1].height = max(stack[depth - 1].height, finished.height)
                stack[depth - 1].size = min(stack[depth - 1].size + finished.size, cap)
                continue
            }
            let height = frame.height + 1
            guard frame.size <= limits.maxObjects else {
                throw failure("holds more than \(limits.maxObjects) objects")
            }
            heights[frame.object] = Int32(height)
            sizes[frame.object] = frame.size
            if !stack.isEmpty {
                let parent = stack.count - 1
                stack[parent].height = max(stack[parent].height, height)
                stack[parent].size = min(stack[parent].size + frame.size, cap)
            }
        }
    }

    /// The traversal frame of an array or dictionary, or nil for any other object.
    private static func containerFrame(
        _ bytes: UnsafeRawBufferPointer, _ layout: Layout, _ object: Int
    ) -> Frame? {
        let offset = objectOffset(bytes, layout, object)
        let kind = bytes[offset] >> 4
        guard kind == 0xA || kind == 0xD else { return nil }
        // Already validated, so the length field cannot fail here.
        let low = Int(bytes[offset] & 0x0F)
        var start = offset + 1
        var count = low
        if low == 0xF {
            let size = 1 << Int(bytes[offset + 1] & 0x0F)
            count = Int(readUInt(bytes, at: offset + 2, size: size))
            start = offset + 2 + size
        }
        return Frame(object: object, refStart: start, childCount: kind == 0xD ? count * 2 : count)
    }

    /// The offset-table entry of `object`.
    private static func objectOffset(_ bytes: UnsafeRawBufferPointer, _ layout: Layout, _ object: Int) -> Int
    {
        let value = readUInt(
            bytes, at: layout.tableOffset + object * layout.offsetSize, size: layout.offsetSize)
        return value > UInt64(Int.max) ? Int.max : Int(value)
    }

    /// A big-endian unsigned integer of `size` (1...8) bytes.
    private static func readUInt(_ bytes: UnsafeRawBufferPointer, at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<(offset + size) {
            value = value << 8 | UInt64(bytes[index])
        }
        return value
    }

    /// `0xC1`.
    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x\(digits[Int(byte >> 4)])\(digits[Int(byte & 0x0F)])"
    }
}
