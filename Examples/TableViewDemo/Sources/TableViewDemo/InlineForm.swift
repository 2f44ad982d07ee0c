/// A small form written inline, loaded with `DescriptorLoader().load(data:file:)`: a settings
/// screen with a nested group, a switch and a picker.
let inlineForm = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
        <key>title</key><string>Settings</string>
        <key>sections</key>
        <array>
            <dict>
                <key>title</key><string>Notifications</string>
                <key>rows</key>
                <array>
                    <dict>
                        <key>key</key><string>alerts</string>
                        <key>secondTitle</key><string>Alerts</string>
                        <key>expandable</key><true/><key>additionalRows</key><integer>4</integer>
                    </dict>
                    <dict>
                        <key>key</key><string>sound</string><key>kind</key><string>switch</string>
                        <key>firstTitle</key><string>Sound</string><key>value</key><true/>
                    </dict>
                    <dict>
                        <key>key</key><string>style</string>
                        <key>secondTitle</key><string>Style</string>
                        <key>expandable</key><true/><key>additionalRows</key><integer>2</integer>
                    </dict>
                    <dict>
                        <key>key</key><string>banner</string><key>kind</key><string>option</string>
                        <key>firstTitle</key><string>Banner</string>
                    </dict>
                    <dict>
                        <key>key</key><string>popup</string><key>kind</key><string>option</string>
                        <key>firstTitle</key><string>Pop-up</string>
                    </dict>
                    <dict>
                        <key>key</key><string>volume</string><key>kind</key><string>slider</string>
                        <key>firstTitle</key><string>Volume</string>
                    </dict>
                </array>
            </dict>
        </array>
    </dict>
    </plist>
    """
