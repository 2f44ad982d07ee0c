import Foundation

/// Every specifier type, in one bundle with a child pane.
package func writeKitchenSink(_ bundle: TemporaryBundle) throws {
    try bundle.pane(
        "Root",
        [
            ["Type": "PSToggleSwitchSpecifier", "Title": "Early", "Key": "early", "DefaultValue": false],
            ["Type": "PSGroupSpecifier", "Title": "General", "FooterText": "Restart to apply"],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Sounds", "Key": "sounds", "DefaultValue": true],
            [
                "Type": "PSToggleSwitchSpecifier", "Title": "Mode", "Key": "mode", "TrueValue": "pro",
                "FalseValue": "basic", "DefaultValue": "pro",
            ],
            [
                "Type": "PSMultiValueSpecifier", "Title": "Theme", "Key": "theme", "DefaultValue": "dark",
                "Titles": ["Light", "Dark"], "ShortTitles": ["L", "D"], "Values": ["light", "dark"],
            ],
            [
                "Type": "PSSliderSpecifier", "Key": "volume", "DefaultValue": 0.5, "MinimumValue": 0,
                "MaximumValue": 1,
            ],
            [
                "Type": "PSTextFieldSpecifier", "Title": "Password", "Key": "password", "IsSecure": true,
                "KeyboardType": "Alphabet", "DefaultValue": "", "IASKPlaceholder": "secret",
            ],
            [
                "Type": "PSTitleValueSpecifier", "Title": "Cache", "Key": "cache", "DefaultValue": 2,
                "Titles": ["Small", "Large"], "Values": [1, 2],
            ],
            ["Type": "PSChildPaneSpecifier", "Title": "Advanced", "File": "Advanced"],
            ["Type": "PSGroupSpecifier", "Title": "More"],
            [
                "Type": "PSRadioGroupSpecifier", "Title": "Speed", "Key": "speed", "DefaultValue": 2,
                "Titles": ["Slow", "Fast"], "Values": [1, 2],
            ],
        ])
    try bundle.pane(
        "Advanced",
        [
            ["Type": "PSGroupSpecifier", "Title": "Network", "FooterText": "Careful"],
            [
                "Type": "PSTextFieldSpecifier", "Title": "Server", "Key": "server",
                "DefaultValue": "example.org",
            ],
            ["Type": "PSChildPaneSpecifier", "Title": "Debug", "File": "Debug.plist"],
        ])
    try bundle.pane(
        "Debug", [["Type": "PSToggleSwitchSpecifier", "Title": "Log", "Key": "log", "DefaultValue": true]])
}
