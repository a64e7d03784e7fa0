@_exported import Tactile
