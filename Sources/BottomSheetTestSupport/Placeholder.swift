/// Keeps the target non-empty until its real helpers land; remove then.
public enum Placeholder2 {}
