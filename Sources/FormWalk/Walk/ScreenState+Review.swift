import FormEngine

/// The review page of a form walked a page at a time (``FormWalkOptions/pages``): every answer
/// by section, the highlight on one. ↑/↓ move, Enter goes to the answer's page to change it (^D
/// then comes back here), ^D is done, Esc or ← go back to the last page.
///
/// ```
///  Review: every answer before done
///  Personal
///    Full name                 Ada Lovelace
///  ✗ Email                     (empty)
/// ```
struct ReviewPage: Equatable {
    /// A line of the review: a section's title or an answer.
    enum Line: Equatable {
        case section(Int)
        case answer(RowKey)
    }

    /// The lines, in form order.
    var lines: [Line]
    /// The index in `lines` of the highlighted answer.
    var selected: Int

    /// The indices of the answers.
    var answers: [Int] {
        lines.indices.filter { if case .answer = lines[$0] { return true } else { return false } }
    }
}

extension ScreenState {
    /// ^D on a page: the next page, or from the last one (or after a change made from the
    /// review) the review.
    mutating func advance() -> Step {
        guard commitField() else { return .stay }
        if !returnsToReview, turnPage(by: 1) { return .stay }
        openReview()
        return .stay
    }

    /// Opens the review on its first answer: every row a person answers (as guided mode asks
    /// them: rows whose conditions hold, their owners expanded or not) on the pages shown,
    /// under its section's title.
    mutating func openReview() {
        let form = session.form
        let today = form.clock.today()
        var lines: [ReviewPage.Line] = []
        for section in pageSections {
            let answers = form.allRows(in: section).filter { row in
                form.isActive(row.key) && FieldPrompt.prompt(for: row, today: today) != nil
            }.map(\.key)
            guard !answers.isEmpty else { continue }
            if ScreenItem.hasHeader(section, in: form) { lines.append(.section(section)) }
            lines += answers.map { .answer($0) }
        }
        let review = ReviewPage(lines: lines, selected: 0)
        overlay = .review(ReviewPage(lines: lines, selected: review.answers.first ?? 0))
        returnsToReview = true
        checks.refresh(form)
        checks.marksAll = true
        status = Status(text: "", isError: false)
    }

    /// A key on the review page.
    mutating func answerReview(_ key: Key, _ review: inout ReviewPage) -> Step {
        let answers = review.answers
        let here = answers.firstIndex(of: review.selected) ?? 0
        func select(_ index: Int) {
            guard !answers.isEmpty else { return }
            review.selected = answers[min(max(index, 0), answers.count - 1)]
        }
        switch key {
        case .up, .char("k"), .shiftTab: select(here - 1)
        case .down, .char("j"), .tab: select(here + 1)
        case .home, .char("g"): select(0)
        case .end, .char("G"): select(answers.count - 1)
        case .pageUp: select(here - max(bodyHeight - 2, 1))
        case .pageDown, .char(" "): select(here + max(bodyHeight - 2, 1))
        case .enter, .right, .char("l"):
            guard
                case .answer(let key)? = review.lines.indices.contains(review.selected)
                    ? review.lines[review.selected] : nil
            else { break }
            overlay = nil
            reveal(key)
            let name = ScreenReport.label(key, in: session.form)
            status = Status(text: TerminalText.visible("\(name): ^D back to the review"), isError: false)
            return .stay
        case .ctrlD:
            overlay = nil
            return done()
        case .escape, .left, .char("h"), .backspace:
            overlay = nil
            returnsToReview = false
            if let last = pageSections.last { show(page: last, atEnd: true) }
            status = Status(text: "back from the review", isError: false)
            return .stay
        case .char("q"):
            overlay = nil
            returnsToReview = false
            if let last = pageSections.last { show(page: last, atEnd: true) }
            return leave()
        default: break
        }
        overlay = .review(review)
        return .stay
    }

    /// The review's lines: its title, then the section titles and answers (a ✗ on one with a
    /// problem), scrolled to keep the highlight in view.
    func reviewLines(_ review: ReviewPage) -> [StyledLine] {
        let form = session.form
        var lines = [StyledLine(" Review: every answer before done", style: theme.header)]
        if review.answers.isEmpty { lines.append(StyledLine("   (nothing to answer)", style: theme.footer)) }
        let room = max(bodyHeight - 1, 1)
        let start = max(review.selected - room + 1, 0)
        let (column, valueWidth) = valueColumn
        for (index, line) in review.lines.enumerated().dropFirst(start).prefix(room) {
            switch line {
            case .section(let section):
                let title = form.descriptor.sections[section].title ?? ""
                lines.append(
                    StyledLine(spans: [
                        Span(" "),
                        Span(
                            fit(TerminalText.visible(title), toWidth: max(width - 1, 0)), style: theme.header),
                    ]))
            case .answer(let key):
                guard let row = try? form.row(key) else { continue }
                let problem = !((try? form.problems(of: key)) ?? []).isEmpty
                let selected = index == review.selected
                let base = selected ? theme.cursor : TextStyle.plain
                let left = fit(
                    "\(problem ? "✗" : " ")   " + TerminalText.visible(ScreenReport.name(row)),
                    toWidth: column)
                var value = TerminalText.visible(valueText(row))
                var style = selected ? theme.cursor : theme.value
                if value.isEmpty {
                    value = "(empty)"
                    if !selected { style = theme.placeholder }
                }
                lines.append(
                    StyledLine(
                        spans: [
                            Span(left, style: problem && !selected ? theme.error : base),
                            Span(" ", style: base),
                            Span(fit(value, toWidth: valueWidth), style: style),
                        ], fill: selected ? theme.cursor : nil))
            }
        }
        return lines
    }

    /// The review's hint bar, shortened to fit.
    func reviewHint() -> String {
        let keys = "↑/↓ move · ⏎ change · ^D done · Esc/← back · q leave"
        return displayWidth(of: keys) < width ? keys : "⏎ change · ^D done · Esc back"
    }
}
