import FormEngine

/// Turning one specifier into rows, with the checks that apply to its type.
extension SettingsAssembler {
    /// The rows of a specifier other than a group: one row, or a picker and its options, or a
    /// child pane's row and its pane's rows.
    mutating func rows(for specifier: Specifier) -> [RowDescriptor] {
        var missing: [String] = []
        defer { reportMissing(missing, specifier) }
        let title = specifier.string("Title").map { localize($0, &missing) } ?? ""
        let type = specifier.type ?? ""
        switch type {
        case "PSToggleSwitchSpecifier":
            return [toggle(specifier, title: title)]
        case "PSMultiValueSpecifier", "PSRadioGroupSpecifier":
            return picker(specifier, title: title, missing: &missing)
        case "PSSliderSpecifier":
            return [slider(specifier, title: title)]
        case "PSTextFieldSpecifier":
            return [textField(specifier, title: title)]
        case "PSTitleValueSpecifier":
            return [titleValue(specifier, title: title, missing: &missing)]
        case "PSChildPaneSpecifier":
            return childPane(specifier, title: title)
        default:
            let name = type.isEmpty ? "(no Type)" : type
            if !unsupported.contains(name) { unsupported.append(name) }
            problem(
                specifier,
                type.isEmpty
                    ? "the specifier has no Type; shown as a read-only row"
                    : "unsupported specifier type '\(type)'; shown as a read-only row")
            var row = base(specifier, kind: .normal, title: title.isEmpty ? name : title, stores: false)
            row.subtitle = "unsupported: \(name)"
            row.isReadOnly = true
            register(specifier, row: row.key, control: .fixed)
            return [row]
        }
    }

    /// A row with the specifier's key (or none yet) and its unknown fields.
    mutating func base(_ specifier: Specifier, kind: RowKind, title: String, stores: Bool) -> RowDescriptor {
        var key = RowKey("")
        if let name = specifier.key {
            let here = Location(file: specifier.file, specifier: specifier.index)
            // A pane opened from several places repeats its own specifiers: only a different
            // specifier using the key is a duplicate, and it is reported once.
            if stores, let first = firstUse[name], first != here, duplicates.insert(here).inserted {
                problem(
                    specifier,
                    "duplicate Key '\(name)' (first used in \(first.description)); both rows show and store one "
                        + "defaults entry, whose DefaultValue is the first one's")
            }
            key = uniqueRow(name)
        } else if stores {
            problem(specifier, "no Key: the Settings app cannot store this \(specifier.type ?? "specifier")")
        }
        return RowDescriptor(
            key: key, hasExplicitKey: specifier.key != nil, kind: kind, title: title,
            unknownKeys: specifier.unknownKeys)
    }

    /// Records the field and its registered default, when the specifier has a key.
    mutating func register(_ specifier: Specifier, row: RowKey, control: SettingsField.Control) {
        guard let key = specifier.key, !row.rawValue.isEmpty else { return }
        if firstUse[key] == nil {
            firstUse[key] = Location(file: specifier.file, specifier: specifier.index)
            if let value = specifier.defaultValue { defaults[key] = value }
        }
        var field = SettingsField(
            key: key, row: row, control: control, defaultValue: specifier.defaultValue,
            file: specifier.file,
            specifier: specifier.index)
        field.traits = Self.traits(of: specifier)
        fields.append(field)
    }

    /// The keys a UI needs to draw the specifier's control, as written.
    static func traits(of specifier: Specifier) -> SettingsTraits {
        let isText = specifier.type == "PSTextFieldSpecifier"
        let isSlider = specifier.type == "PSSliderSpecifier"
        return SettingsTraits(
            keyboardType: isText ? specifier.string("KeyboardType") : nil,
            autocapitalizationType: isText ? specifier.string("AutocapitalizationType") : nil,
            autocorrectionType: isText ? specifier.string("AutocorrectionType") : nil,
            isSecure: isText && specifier.bool("IsSecure") == true,
            minimumValueImage: isSlider ? specifier.string("MinimumValueImage") : nil,
            maximumValueImage: isSlider ? specifier.string("MaximumValueImage") : nil,
            isRadioGroup: specifier.type == "PSRadioGroupSpecifier")
    }

    mutating func requireDefault(_ specifier: Specifier, _ consequence: String) {
        if specifier.defaultValue == nil { problem(specifier, "no DefaultValue: \(consequence)") }
    }

    mutating func toggle(_ specifier: Specifier, title: String) -> RowDescriptor {
        var row = base(specifier, kind: .toggle(ToggleSettings()), title: title, stores: true)
        let on = specifier.fields["TrueValue"]
        let off = specifier.fields["FalseValue"]
        var flag = false
        switch specifier.defaultValue {
        case let value? where on.map(value.matches) == true: flag = true
        case let value? where off.map(value.matches) == true: flag = false
        case .bool(let value)? where on == nil && off == nil: flag = value
        case let value?:
            let expected = on == nil && off == nil ? "a boolean" : "TrueValue or FalseValue"
            problem(specifier, "DefaultValue \(value.quoted) is not \(expected); the switch starts off")
        case nil:
            requireDefault(specifier, "the switch reads as off until changed")
        }
        row.initialValue = .bool(flag)
        register(specifier, row: row.key, control: .toggle(trueValue: on, falseValue: off))
        return row
    }

    mutating func slider(_ specifier: Specifier, title: String) -> RowDescriptor {
        let low = specifier.number("MinimumValue")
        let high = specifier.number("MaximumValue")
        var settings = SliderSettings(minimum: low ?? 0, maximum: high ?? 1, step: 0)
        if low == nil || high == nil {
            problem(specifier, "a slider needs numeric MinimumValue and MaximumValue; using 0...1")
        } else if settings.minimum > settings.maximum {
            problem(
                specifier,
                "MinimumValue \(Value.format(settings.minimum)) is above MaximumValue "
                    + "\(Value.format(settings.maximum)); using 0...1")
            settings = SliderSettings(minimum: 0, maximum: 1, step: 0)
        }
        var row = base(specifier, kind: .slider(settings), title: title, stores: true)
        // The images, which a terminal cannot draw, are named at the ends of the range.
        let images = [specifier.string("MinimumValueImage"), specifier.string("MaximumValueImage")]
        if images.contains(where: { $0 != nil }) {
            row.subtitle = "\(images[0] ?? "") … \(images[1] ?? "")"
        }
        var value = settings.minimum
        if let number = specifier.number("DefaultValue") {
            value = number
            if number < settings.minimum || number > settings.maximum {
                problem(
                    specifier,
                    "DefaultValue \(Value.format(number)) is outside \(Value.format(settings.minimum))..."
                        + "\(Value.format(settings.maximum))")
                value = min(max(number, settings.minimum), settings.maximum)
            }
        } else if let other = specifier.defaultValue {
            problem(specifier, "DefaultValue \(other.quoted) is not a number")
        } else {
            requireDefault(specifier, "the slider starts at its minimum")
        }
        row.initialValue = .number(value)
        register(specifier, row: row.key, control: .slider)
        return row
    }

    mutating func textField(_ specifier: Specifier, title: String) -> RowDescriptor {
        var row = base(specifier, kind: .plainText, title: title, stores: true)
        row.isSecure = specifier.bool("IsSecure") ?? false
        switch specifier.defaultValue {
        case .string(let text)?: row.initialValue = .text(text)
        // A number or boolean shows as its text, as InAppSettingsKit shows it (`NSNumber`'s
        // `stringValue`: `600`, `0.5`, and `1` or `0` for a boolean).
        case .bool(let flag)?: row.initialValue = .text(flag ? "1" : "0")
        case let scalar? where scalar.isScalar: row.initialValue = .text(scalar.text)
        case let other?: problem(specifier, "DefaultValue \(other.quoted) is not a string")
        case nil: break
        }
        register(specifier, row: row.key, control: .text)
        return row
    }
}
