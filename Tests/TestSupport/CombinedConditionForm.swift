import FormEngine
import Foundation

/// The CLI fixture's form, read by the core's condition tests and the listings' tests: a picker
/// read by `any`, a section shown by a switch, a section shown by `all` with a `not`, and a row in
/// it reading a row of the other conditional section.
package enum CombinedConditionForm {
    package static func form() throws -> Form {
        try RulesSupport.form(sections())
    }

    package static func sections() -> [[String: Any]] {
        [
            [
                "title": "You",
                "rows": [
                    ["key": "married", "kind": "switch", "firstTitle": "Married"],
                    ["key": "pets", "kind": "switch", "firstTitle": "Pets"],
                    [
                        "key": "country", "kind": "normal", "expandable": true, "secondTitle": "Country",
                        "additionalRows": 3,
                    ],
                    ["key": "uk", "kind": "option", "firstTitle": "United Kingdom"],
                    ["key": "fr", "kind": "option", "firstTitle": "France"],
                    ["key": "other", "kind": "option", "firstTitle": "Elsewhere"],
                    [
                        "key": "region", "kind": "text",
                        "visibleWhen": [
                            "any": [
                                ["key": "country", "equals": "uk"], ["key": "country", "equals": "France"],
                            ]
                        ],
                    ],
                ],
            ],
            [
                "title": "Spouse", "footer": "Only for married couples.",
                "visibleWhen": ["key": "married", "equals": true],
                "rows": [
                    ["key": "spouseName", "kind": "text", "required": true],
                    ["key": "spouseWorks", "kind": "switch"],
                ],
            ],
            [
                "title": "Pets",
                "visibleWhen": [
                    "all": [
                        ["key": "pets", "equals": true], ["not": ["key": "country", "equals": "other"]],
                    ]
                ],
                "rows": [
                    ["key": "petName", "kind": "text", "required": true],
                    [
                        "key": "petSitter", "kind": "text",
                        "visibleWhen": [
                            "all": [
                                ["key": "spouseWorks", "equals": true], ["key": "petName", "isSet": true],
                            ]
                        ],
                    ],
                ],
            ],
        ]
    }
}
