#include "decoders.hpp"

namespace repetita::io {

std::unique_ptr<decoder> make_decoder(compression c) {
  switch (c) {
    case compression::gzip: return make_gzip_decoder();
    case compression::bzip2: return make_bzip2_decoder();
    case compression::xz: return make_xz_decoder();
    case compression::zstd: return make_zstd_decoder();
    case compression::none: break;
  }
  return nullptr;
}

}  // namespace repetita::io
