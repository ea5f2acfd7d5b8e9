#include "views/BackgroundRun.h"

namespace snp::views {

BackgroundRun::BackgroundRun(QObject *parent) : QObject(parent) {
  ticker_.setInterval(100);
  connect(&ticker_, &QTimer::timeout, this, [this] { emit progressed(share()); });
}

BackgroundRun::~BackgroundRun() {
  discard();
  for (QFuture<void> &future : futures_)
    future.waitForFinished();
}

void BackgroundRun::begin(std::shared_ptr<Control> control, QFuture<void> future,
                          std::function<void()> deliver) {
  futures_.removeIf([](const QFuture<void> &f) { return f.isFinished(); });
  futures_.append(future);
  control_ = control;
  clock_.start();
  ticker_.start();
  auto *watcher = new QFutureWatcher<void>(this);
  connect(watcher, &QFutureWatcher<void>::finished, this,
          [this, watcher, control, deliver = std::move(deliver)] {
            watcher->deleteLater();
            if (control != control_) return; // superseded or discarded
            control_.reset();
            ticker_.stop();
            deliver();
            emit finished();
          });
  watcher->setFuture(future);
}

void BackgroundRun::cancel() {
  if (control_) control_->cancel_.store(true, std::memory_order_relaxed);
}

void BackgroundRun::discard() {
  if (!control_) return;
  control_->cancel_.store(true, std::memory_order_relaxed);
  control_.reset();
  ticker_.stop();
}

} // namespace snp::views
