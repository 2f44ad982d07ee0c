import FormEngine

extension HTMLDump {
    /// The page's style sheet: iOS's grouped inset table in its light and dark colours, one
    /// column as wide as a phone at most, scaled down to any narrower window.
    static let styleSheet = """
        :root {
          color-scheme: light dark;
          --background: #f2f2f7; --cell: #ffffff; --label: #000000; --secondary: #8a8a8e;
          --separator: #c6c6c8; --chevron: #c4c4c7; --accent: #007aff; --on: #34c759;
          --off: #e9e9eb; --danger: #ff3b30; --pill: #7676801f; --track: #78788033;
          --pressed: #d1d1d6;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --background: #000000; --cell: #1c1c1e; --label: #ffffff; --secondary: #8d8d93;
            --separator: #38383a; --chevron: #5a5a5f; --accent: #0a84ff; --on: #30d158;
            --off: #39393d; --danger: #ff453a; --pill: #7676803d; --track: #7878805c;
            --pressed: #2c2c2e;
          }
        }
        * { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; }
        body {
          margin: 0; background: var(--background); color: var(--label);
          font: 17px/1.3 -apple-system, system-ui, "SF Pro Text", "Segoe UI", Roboto, "Helvetica Neue",
            Arial, "Noto Sans", sans-serif;
        }
        main { max-width: 680px; margin: 0 auto; padding: 8px 16px 48px; }
        h1 { font-size: 34px; font-weight: 700; letter-spacing: 0.01em; margin: 40px 4px 8px; }
        h2 {
          font-size: 13px; font-weight: 400; text-transform: uppercase; color: var(--secondary);
          margin: 28px 16px 7px; letter-spacing: 0.02em;
        }
        .footer { font-size: 13px; color: var(--secondary); margin: 7px 16px 0; }
        .group { background: var(--cell); border-radius: 10px; overflow: hidden; margin-top: 8px; }
        .rows { margin-top: -1px; }
        h2 + .group { margin-top: 0; }
        .row {
          position: relative; display: flex; align-items: center; gap: 8px; min-height: 44px;
          padding: 10px 16px 10px calc(16px + var(--depth, 0) * 20px); color: inherit;
          text-decoration: none; overflow-wrap: anywhere;
        }
        .row::before {
          content: ""; position: absolute; top: 0; right: 0;
          left: calc(16px + var(--depth, 0) * 20px); border-top: 1px solid var(--separator);
        }
        .label { flex: 1 1 auto; min-width: 0; }
        .untitled { color: var(--secondary); font-style: italic; }
        .required { color: var(--danger); margin-left: 3px; }
        .value {
          flex: 0 1 auto; min-width: 0; max-width: 60%; text-align: right; color: var(--secondary);
          overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
        }
        .value.pill {
          color: var(--label); background: var(--pill); border-radius: 6px; padding: 3px 10px;
        }
        .value.secure { letter-spacing: 0.1em; }
        .value.number { min-width: 2.5em; font-variant-numeric: tabular-nums; }
        .readonly .label { color: var(--label); }
        summary { list-style: none; cursor: pointer; }
        summary::-webkit-details-marker { display: none; }
        summary:active, a.row:active { background: var(--pressed); }
        summary:focus-visible, a:focus-visible { outline: 2px solid var(--accent); outline-offset: -2px; }
        .chevron {
          flex: none; width: 9px; height: 9px; margin: 0 4px 0 6px; border: solid var(--chevron);
          border-width: 2.5px 2.5px 0 0; transform: rotate(45deg); transition: transform 0.15s;
        }
        details[open] > summary > .chevron { transform: rotate(135deg); }
        .check { color: var(--accent); font-weight: 600; font-size: 19px; line-height: 1; }
        .switch {
          flex: none; position: relative; width: 51px; height: 31px; border-radius: 16px;
          background: var(--off); transition: background 0.2s;
        }
        .switch::after {
          content: ""; position: absolute; top: 2px; left: 2px; width: 27px; height: 27px;
          border-radius: 50%; background: #fff; box-shadow: 0 3px 8px #00000026, 0 1px 1px #00000029;
        }
        .switch.on { background: var(--on); }
        .switch.on::after { left: 22px; }
        .checkbox {
          flex: none; width: 22px; height: 22px; margin-right: 12px; border-radius: 50%;
          border: 2px solid var(--chevron); box-sizing: border-box; display: inline-flex;
          align-items: center; justify-content: center; color: #fff; font-size: 14px; font-weight: 700;
        }
        .checkbox.on { background: var(--accent); border-color: var(--accent); }
        .segmented {
          flex: none; display: inline-flex; background: var(--pill); border-radius: 8px; padding: 2px;
        }
        .segment { padding: 4px 12px; border-radius: 6px; font-size: 14px; color: var(--label); }
        .segment.chosen { background: var(--cell); box-shadow: 0 3px 8px #0000001f, 0 1px 1px #0000000a; font-weight: 600; }
        .row[data-view=action] { justify-content: center; }
        .button { color: var(--accent); font-weight: 500; }
        a.value.url { color: var(--accent); text-decoration: none; overflow-wrap: anywhere; }
        .row[data-view=multilineField] .value { white-space: pre-wrap; text-align: right; }
        .row[data-view=sliderControl] .label {
          flex: 0 1 auto; max-width: 40%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
        }
        .slider {
          flex: 1 1 40%; position: relative; height: 4px; border-radius: 2px; background: var(--track);
          margin: 0 14px;
        }
        .slider .fill { position: absolute; inset: 0 auto 0 0; border-radius: 2px; background: var(--accent); }
        .slider .thumb {
          position: absolute; top: 50%; width: 28px; height: 28px; margin: -14px 0 0 -14px;
          border-radius: 50%; background: #fff; box-shadow: 0 3px 8px #00000026, 0 1px 1px #00000029;
        }
        .problem {
          margin: -6px 0 0; padding: 0 16px 10px calc(16px + var(--depth, 0) * 20px);
          font-size: 13px; color: var(--danger);
        }
        .problem::before { content: "⚠︎ "; }
        .help {
          margin: -6px 0 0; padding: 0 16px 10px calc(16px + var(--depth, 0) * 20px);
          font-size: 13px; color: var(--secondary);
        }
        .value.placeholder { opacity: 0.45; }
        .problems {
          background: var(--cell); border-radius: 10px; padding: 12px 16px; margin: 16px 0 0;
          font-size: 15px; border-left: 4px solid var(--danger);
        }
        .problems ul { margin: 6px 0 0; padding-left: 20px; }
        .problems a { color: var(--danger); }
        .pane { margin-top: 56px; scroll-margin-top: 8px; }
        .pane h1 { margin-top: 4px; }
        .back { color: var(--accent); text-decoration: none; margin-left: 4px; }
        .row:target, details:has(> summary:target) > summary { background: var(--pressed); }
        .visually-hidden {
          position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
          white-space: nowrap;
        }
        @media (max-width: 420px) {
          main { padding: 0 12px 32px; }
          h1 { font-size: 28px; margin-top: 24px; }
          .row { padding-right: 12px; }
          .value { max-width: 55%; }
        }

        """
}
