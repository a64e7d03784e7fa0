import Tactile
