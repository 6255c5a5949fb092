import Foundation

/// A report or trace file that could not be written: the path and the reason in plain words.
package struct OutputError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path as given.
  package var path: String
  /// Why it could not be written, e.g. "no space is left on the device".
  package var reason: String

  /// Creates an error.
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `cannot write PATH: REASON`.
  package var description: String { "cannot write \(path): \(reason)" }

  /// A plain-words reason for a Foundation or POSIX write error.
  static func reason(for error: any Error) -> String {
    var code: Int32?
    if let posix = error as? POSIXError {
      code = posix.code.rawValue
    } else if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      code = Int32(underlying.code)
    } else if (error as NSError).domain == NSPOSIXErrorDomain {
      code = Int32((error as NSError).code)
    }
    switch code {
    case ENOSPC?: return "no space is left on the device"
    case EACCES?, EPERM?: return "permission denied"
    case EROFS?: return "the file system is read-only"
    case EISDIR?: return "it is a folder"
    case ENOTDIR?: return "a part of the path is a file, not a folder"
    case ENOENT?: return "a folder on the path does not exist"
    case EDQUOT?: return "the disk quota is exceeded"
    default:
      switch (error as? CocoaError)?.code {
      case .fileWriteOutOfSpace?: return "no space is left on the device"
      case .fileWriteNoPermission?: return "permission denied"
      case .fileWriteVolumeReadOnly?: return "the file system is read-only"
      case .fileNoSuchFile?: return "a folder on the path does not exist"
      default: return "the system refused the write"
      }
    }
  }
}
