/// The two layouts a descriptor file may have, decoded without judging any cell yet:
/// the tutorial's array of sections (each an array of cells), or a dictionary
/// `{ title?, sections: [ { title?, footer?, rows: [cells] } ] }`.
struct DescriptorFile: Decodable {
    var title: String?
    var sections: [SectionRecord]

    init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            title = nil
            sections = []
            while !list.isAtEnd {
                sections.append(SectionRecord(rows: try list.decode([CellRecord].self)))
            }
            return
        }
        let root = try decoder.container(keyedBy: FieldKey.self)
        title = try root.decodeIfPresent(String.self, forKey: FieldKey(stringValue: "title"))
        sections = try root.decode([SectionRecord].self, forKey: FieldKey(stringValue: "sections"))
    }
}

/// One section as the file has it.
struct SectionRecord: Decodable {
    var title: String?
    var footer: String?
    var rows: [CellRecord]
    var editable: PlistScalar?
    var template: CellRecord?
    var templateInvalid: String?
    var unknownKeys: [String] = []

    init(rows: [CellRecord]) {
        self.rows = rows
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FieldKey.self)
        rows = []
        for field in container.allKeys {
            switch field.stringValue {
            case "title": title = try container.decode(String.self, forKey: field)
            case "footer": footer = try container.decode(String.self, forKey: field)
            case "rows": rows = try container.decode([CellRecord].self, forKey: field)
            case "editable": editable = PlistScalar.decode(container, field, expecting: .bool)
            case "template":
                if let cell = try? container.decode(CellRecord.self, forKey: field) {
                    template = cell
                } else {
                    templateInvalid = PlistScalar.decode(container, field, expecting: .string).typeName
                }
            default: unknownKeys.append(field.stringValue)
            }
        }
    }
}
