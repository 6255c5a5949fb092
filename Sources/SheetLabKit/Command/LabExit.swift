/// An error that ends `sheet-lab` with an exit status (the executable maps it to `ExitCode`).
package struct LabExit: Error, Sendable, Hashable {
  /// The process's exit status.
  package var status: Int32

  /// Creates an exit.
  package init(status: Int32) {
    self.status = status
  }
}
