#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  import Darwin
  import UIKit

  /// The self-check screen: runs every check on a full-screen stage and lists each result
  /// (PASS or FAIL, and what it measured) with the summary. Launched with `--self-check`, it
  /// runs at start, prints the lines to standard output and exits with the summary's status.
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
      let summary = await SelfCheckRunner.run(on: stage) { result in
        results.append(result)
        tableView.reloadData()
      }
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
      summary?.line ?? (isRunning ? "Running…" : "Tap Run to check the sheets on this device.")
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
      content.textProperties.color = result.verdict == .pass ? .label : .systemRed
      cell.contentConfiguration = content
      cell.selectionStyle = .none
      return cell
    }
  }
#endif
