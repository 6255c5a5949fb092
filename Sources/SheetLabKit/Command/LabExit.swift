/// An error that ends `sheet-lab` with an exit status (the executable maps it to `ExitCode`).
public struct LabExit: Error, Sendable, Hashable {
  /// The process's exit status.
  public var status: Int32

  /// Creates an exit.
  public init(status: Int32) {
    self.status = status
  }
}
