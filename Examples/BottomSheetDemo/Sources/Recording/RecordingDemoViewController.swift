#if os(iOS)
  import BottomSheet
  import UIKit

  /// Records a sheet while it is used and shares the file, which `sheet-lab run` replays to the
  /// same frames on any machine.
  final class RecordingDemoViewController: UIViewController, BottomSheetDelegate {
    private let recordSwitch = UISwitch()
    private let status = DemoLayout.label("", style: .footnote)
    private var shareButton: UIButton?
    /// The last dismissed sheet's recording, as its JSON file.
    private var recordingData: Data?

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Record and share"
      view.backgroundColor = .systemBackground
      recordSwitch.isOn = true
      let recordRow = UIStackView(arrangedSubviews: [DemoLayout.label("Record"), recordSwitch])
      recordRow.axis = .horizontal
      let share = DemoLayout.button("Share recording", target: self, action: #selector(share))
      share.isEnabled = false
      shareButton = share
      DemoLayout.stack(
        [
          DemoLayout.label(
            "Present the list, drag it, flick it, scroll it, dismiss it; then share the "
              + "recording and run it with `swift run sheet-lab run <file>`."),
          recordRow,
          DemoLayout.button("Present", target: self, action: #selector(presentSheet)),
          share,
          status,
        ], in: view)
    }

    @objc private func presentSheet() {
      var configuration = BottomSheetConfiguration.default
      configuration.detents = [.medium, .large]
      configuration.recordsInteraction = recordSwitch.isOn
      presentBottomSheet(
        ListSheetViewController(), configuration: configuration, delegate: self)
    }

    func bottomSheetDidDismiss(_ sheet: any BottomSheetControlling) {
      do {
        recordingData = try sheet.recordingData()
        if let recordingData, let duration = sheet.recording?.duration {
          status.text = "Recorded \(Int(duration * 1000)) ms, \(recordingData.count) bytes."
        } else {
          status.text = "Not recorded: the switch was off."
        }
      } catch {
        recordingData = nil
        status.text = "Could not encode the recording: \(error.localizedDescription)"
      }
      shareButton?.isEnabled = recordingData != nil
    }

    @objc private func share(_ sender: UIButton) {
      guard let recordingData else { return }
      let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("sheet-recording.json")
      do {
        try recordingData.write(to: url, options: .atomic)
      } catch {
        status.text = "Could not write the file: \(error.localizedDescription)"
        return
      }
      let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
      activity.popoverPresentationController?.sourceView = sender
      activity.popoverPresentationController?.sourceRect = sender.bounds
      present(activity, animated: true)
    }
  }
#endif
