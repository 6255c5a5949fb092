#if os(iOS)
  import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import Darwin
  import UIKit

  /// The self-check screen: runs every check on a full-screen stage and lists each result
  /// (PASS, FAIL or SKIP, and what it measured) with the summary. Launched with `--self-check`,
  /// it runs at start, writes the lines to standard output and to `Documents/self-check.log` in
  /// its data container (`SelfCheckLog`), and exits with the summary's status; each
  /// `--expect-skip=NAME` argument allows the result NAME to skip on this device, and
  /// `--require-keyboard` makes a missing software keyboard no excuse for the keyboard rows.
  final class SelfCheckViewController: UITableViewController {
    private let exitsWhenDone: Bool
    private var results: [DeviceCheckResult] = []
    private var summary: DeviceCheckSummary?
    private var isRunning = false
    private var hasStarted = false
    private let cellIdentifier = "result"

    /// - Parameter exitsWhenDone: Run at once and end the process with the summary's exit
    ///   status (the `--self-check` launch argument).
    init(exitsWhenDone: Bool) {
      self.exitsWhenDone = exitsWhenDone
      super.init(style: .grouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Self-check"
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Run", style: .plain, target: self, action: #selector(runTapped))
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      guard exitsWhenDone, !hasStarted else { return }
      hasStarted = true
      Task { await run() }
    }

    @objc private func runTapped() {
      Task { await run() }
    }

    private func run() async {
      guard !isRunning else { return }
      isRunning = true
      navigationItem.rightBarButtonItem?.isEnabled = false
      results = []
      summary = nil
      tableView.reloadData()
      let stage = SelfCheckStageViewController()
      stage.modalPresentationStyle = .fullScreen
      present(stage, animated: false)
      _ = await SelfCheckContext(stage: stage, timeout: DeviceCheckResult.defaultTimeout)
        .waitUntil("the stage") { stage.view.window != nil && stage.transitionCoordinator == nil }
      let log = SelfCheckLog()
      let arguments = ProcessInfo.processInfo.arguments
      let summary = await SelfCheckRunner.run(
        on: stage, expectedSkips: DeviceCheckSummary.expectedSkips(in: arguments),
        keyboardRequired: DeviceCheckKeyboardWarmUp.isKeyboardRequired(in: arguments), log: log
      ) { result in
        results.append(result)
        tableView.reloadData()
      }
      log.close()
      stage.dismiss(animated: false)
      self.summary = summary
      tableView.reloadData()
      isRunning = false
      navigationItem.rightBarButtonItem?.isEnabled = true
      if exitsWhenDone {
        fflush(nil)
        exit(summary.exitStatus)
      }
    }

    // MARK: - UITableViewDataSource

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      results.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      summary.map { "\($0.line) — \($0.resultLine)" }
        ?? (isRunning ? "Running…" : "Tap Run to check the sheets on this device.")
    }

    override func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
      let result = results[indexPath.row]
      var content = cell.defaultContentConfiguration()
      content.text = result.line
      content.textProperties.numberOfLines = 0
      content.textProperties.font = UIFont.preferredFont(forTextStyle: .footnote)
      switch result.verdict {
      case .pass: content.textProperties.color = .label
      case .fail: content.textProperties.color = .systemRed
      case .skip: content.textProperties.color = .systemOrange
      }
      cell.contentConfiguration = content
      cell.selectionStyle = .none
      return cell
    }
  }
#endif
