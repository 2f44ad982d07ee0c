/// Typed answers out: the values a person gave, as an app or a script consumes them.
extension Form {
    /// The form's answers, in form order: the value of every row whose `visibleWhen` conditions
    /// hold (collapsed rows included, hidden rows left out) and that holds one, typed by its
    /// kind, each multiple picker as an array of the chosen keys (empty when none is), and each
    /// editable list as an array of its items (see ``Answers``).
    ///
    /// - Parameter includingSecure: whether password fields answer (the default); pass `false`
    ///   to leave secrets out of what is shown or logged.
    /// - Complexity: O(n) in the number of rows.
    public func answers(includingSecure: Bool = true) -> Answers {
        var entries: [Answers.Entry] = []
        for s in 0..<sectionCount {
            let rows = layout[s].inOrder
            let values = layout[s].valuesInOrder
            func answer(_ position: Int) -> Answer? {
                let row = rows[position]
                guard includingSecure || !row.isSecure, let value = values[position] else { return nil }
                return row.definition.answer(for: value)
            }
            if let list = descriptor.sections[s].listKey {
                var items: [AnswerItem] = []
                for position in rows.indices where isActive(RowRef(section: s, row: position)) {
                    let row = rows[position]
                    items.append(
                        AnswerItem(
                            key: row.key, title: row.title, order: items.count, value: answer(position)))
                }
                entries.append(Answers.Entry(key: RowKey(list), answer: .items(items)))
                continue
            }
            let pickers = structure.sections[s].isPicker
            for position in rows.indices where isActive(RowRef(section: s, row: position)) {
                // A multiple picker with nothing chosen answers an empty array, not nothing.
                if values[position] == nil, pickers[position], case .multiple = rows[position].selection {
                    entries.append(Answers.Entry(key: rows[position].key, answer: .strings([])))
                } else if let typed = answer(position) {
                    entries.append(Answers.Entry(key: rows[position].key, answer: typed))
                }
            }
        }
        return Answers(entries)
    }

    /// Decodes `type` from ``answers(includingSecure:)`` (see ``Answers`` for what
    /// goes into which Swift type):
    ///
    /// ```swift
    /// struct Profile: Decodable {
    ///     var firstName: String
    ///     var dateOfBirthPicker: CalendarDate?
    ///     var languages: [String]
    /// }
    /// let profile = try form.decode(Profile.self)
    /// ```
    ///
    /// - Throws: ``FormError/invalidValue(_:reason:)`` located at the row (section, row and the
    ///   answer's path as key), saying what was expected and what was found.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws(FormError) -> T {
        try answers().decode(type) { path in
            guard let top = path.top, let ref = lookup(RowKey(top)) else { return Location(key: path.path) }
            var place = location(ref)
            place.key = path.path
            return place
        }
    }
}

extension Value {
    /// The answer the value gives as it is, for kinds whose answer is their value's: empty text
    /// gives none.
    var answer: Answer? {
        switch self {
        case .text(let text): return text.isEmpty ? nil : .string(text)
        case .date(let day): return .date(day)
        case .bool(let flag): return .bool(flag)
        case .number(let number): return .number(number)
        case .choice(let key): return .string(key.rawValue)
        case .choices(let keys): return .strings(keys.map(\.rawValue))
        }
    }
}
